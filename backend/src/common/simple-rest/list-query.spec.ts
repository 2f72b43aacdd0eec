import { OPS_MAX_PAGE_SIZE } from '@physio/api-contract';
import { filters } from './filters.js';
import { ListQueryError, parseListQuery, type ListSpec } from './list-query.js';
import { contentRange } from './list-response.js';
import { sqlOrderBy } from './sql-order.js';

interface PhysioFilter {
  q?: string;
  active?: boolean;
  specialty?: 'stroke-recovery' | 'neurological';
  id?: number[];
}

const spec: ListSpec<PhysioFilter> = {
  resource: 'physiotherapists',
  sortable: ['name', 'created_at'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    q: filters.text(50),
    active: filters.boolean(),
    specialty: filters.oneOf(['stroke-recovery', 'neurological'] as const),
    id: filters.integerIds(),
  },
};

const json = (value: unknown) => JSON.stringify(value);

function refusal(query: Record<string, unknown>) {
  try {
    parseListQuery(query, spec);
  } catch (error) {
    if (error instanceof ListQueryError) return { field: error.field, rule: error.rule, message: error.message };
    throw error;
  }
  throw new Error('expected the query to be refused');
}

describe('parseListQuery: what react-admin sends', () => {
  it('reads range, sort and filter as ra-data-simple-rest sends them', () => {
    expect(
      parseListQuery(
        { range: '[25,49]', sort: '["created_at","DESC"]', filter: json({ q: ' Jane ', active: true }) },
        spec,
      ),
    ).toEqual({
      offset: 25,
      limit: 25,
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'Jane', active: true },
    });
  });

  it('gives the first 25 rows in the default order when nothing is sent', () => {
    expect(parseListQuery({}, spec)).toEqual({
      offset: 0,
      limit: 25,
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
  });

  it('reads getMany: filter={"id":[…]}, numeric ids sent as strings too', () => {
    expect(parseListQuery({ filter: json({ id: [3, '7'] }) }, spec).filter).toEqual({ id: [3, 7] });
  });

  it('treats a cleared text filter as no filter', () => {
    expect(parseListQuery({ filter: json({ q: '' }) }, spec).filter).toEqual({});
  });

  it(`cuts a range larger than ${OPS_MAX_PAGE_SIZE} rows to ${OPS_MAX_PAGE_SIZE}`, () => {
    expect(parseListQuery({ range: '[0,9999]' }, spec)).toMatchObject({ offset: 0, limit: OPS_MAX_PAGE_SIZE });
  });
});

describe('parseListQuery: anything else is a 400 naming the parameter', () => {
  it.each([
    ['range not JSON', { range: '0-24' }, 'range', 'json'],
    ['range given twice', { range: ['[0,1]', '[0,2]'] }, 'range', 'single'],
    ['range of one number', { range: '[0]' }, 'range', 'format'],
    ['range of three numbers', { range: '[0,1,2]' }, 'range', 'format'],
    ['range with a negative start', { range: '[-1,5]' }, 'range', 'format'],
    ['range with fractions', { range: '[0.5,5]' }, 'range', 'format'],
    ['range as strings', { range: '["0","24"]' }, 'range', 'format'],
    ['range as an object', { range: '{"from":0}' }, 'range', 'format'],
    ['range ending before it starts', { range: '[10,2]' }, 'range', 'order'],
    ['range beyond safe integers', { range: '[0,1e300]' }, 'range', 'format'],
    ['sort not JSON', { sort: 'name' }, 'sort', 'json'],
    ['sort without an order', { sort: '["name"]' }, 'sort', 'format'],
    ['sort by a field not on the whitelist', { sort: '["contact_email","ASC"]' }, 'sort', 'sortable-field'],
    ['sort by an SQL fragment', { sort: '["name; drop table x","ASC"]' }, 'sort', 'sortable-field'],
    ['sort in an unknown order', { sort: '["name","UP"]' }, 'sort', 'order'],
    ['filter not JSON', { filter: '{active:true}' }, 'filter', 'json'],
    ['filter as an array', { filter: '[1]' }, 'filter', 'format'],
    ['filter as null', { filter: 'null' }, 'filter', 'format'],
    ['an unknown filter', { filter: json({ contact_email: 'x' }) }, 'filter.contact_email', 'known-filter'],
    ['a prototype key', { filter: '{"__proto__":{"admin":true}}' }, 'filter.__proto__', 'known-filter'],
    ['a boolean filter given text', { filter: json({ active: 'yes' }) }, 'filter.active', 'filter-value'],
    ['an enum filter outside its values', { filter: json({ specialty: 'dance' }) }, 'filter.specialty', 'filter-value'],
    ['a text filter too long', { filter: json({ q: 'x'.repeat(51) }) }, 'filter.q', 'filter-value'],
    ['a text filter given a number', { filter: json({ q: 5 }) }, 'filter.q', 'filter-value'],
    ['ids that are not whole numbers', { filter: json({ id: [1, 'two'] }) }, 'filter.id', 'filter-value'],
    [
      'too many ids',
      { filter: json({ id: Array.from({ length: 501 }, (_, i) => i + 1) }) },
      'filter.id',
      'filter-value',
    ],
  ])('%s', (_what, query, field, rule) => {
    const error = refusal(query);
    expect(error).toMatchObject({ field, rule });
    expect(error.message).toMatch(field.replace(/^filter\./, ''));
  });

  it('lists the sortable fields when the sort is refused', () => {
    expect(refusal({ sort: '["email","ASC"]' }).message).toBe(
      'physiotherapists cannot be sorted by "email"; sortable fields: name, created_at',
    );
  });
});

describe('contentRange', () => {
  it('says which rows were sent and how many match', () => {
    expect(contentRange('physiotherapists', 0, 25, 319)).toBe('physiotherapists 0-24/319');
    expect(contentRange('physiotherapists', 300, 19, 319)).toBe('physiotherapists 300-318/319');
  });
  it('says no rows were sent for a page past the end', () => {
    expect(contentRange('physiotherapists', 400, 0, 319)).toBe('physiotherapists */319');
  });
});

describe('sqlOrderBy', () => {
  const columns = { name: 'p.name', created_at: 'p.created_at' };
  it('orders by the mapped column, then the id, in the same direction', () => {
    expect(sqlOrderBy({ field: 'name', order: 'DESC' }, columns, 'p.id')).toBe('order by p.name desc, p.id desc');
  });
  it('refuses a field the resource did not map, so a whitelist gap is a bug, not an injection', () => {
    expect(() => sqlOrderBy({ field: 'x', order: 'ASC' }, columns)).toThrow('No column for sortable field x');
  });
});
