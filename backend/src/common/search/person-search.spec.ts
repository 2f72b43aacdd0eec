import { shortReference } from '@physio/api-contract';
import { anyOf, parsePersonSearch, searchedAs } from './person-search.js';

describe('parsePersonSearch', () => {
  it('reads a reference however it is typed', () => {
    const id = '3f2a9c1e-4b00-4000-8000-000000000000';
    const reference = shortReference(id)!;
    for (const typed of [reference, reference.toLowerCase(), reference.replace('-', ' '), ` ${reference} `]) {
      expect(parsePersonSearch(typed).referencePrefix).toBe('3f2a9c1e-4b');
    }
  });

  it('reads an email address whole and lower-cased, and never as a name', () => {
    expect(parsePersonSearch('  Sarah.Jones+mum@Example.com ')).toMatchObject({
      email: 'sarah.jones+mum@example.com',
      nameQuery: null,
      phoneDigits: null,
    });
    expect(parsePersonSearch('sarah@').email).toBeNull();
  });

  it('reads a UK phone number written any way as its national digits', () => {
    for (const typed of ['07911 123456', '+44 7911 123456', '0044 (0)7911-123-456', '(07911) 123456']) {
      expect(parsePersonSearch(typed)).toMatchObject({ phoneDigits: '07911123456', nameQuery: null });
    }
    expect(parsePersonSearch('12345').phoneDigits).toBeNull();
  });

  it('reads postcodes, districts and areas', () => {
    expect(parsePersonSearch('sw19 1aa').postcode).toEqual({ postcode: 'SW19 1AA', district: 'SW19' });
    expect(parsePersonSearch('SW191AA').postcode).toEqual({ postcode: 'SW19 1AA', district: 'SW19' });
    expect(parsePersonSearch('co4')).toMatchObject({ district: 'CO4', area: null });
    expect(parsePersonSearch('CB')).toMatchObject({ area: 'CB', district: null, nameQuery: 'cb:*' });
  });

  it('reads words as a prefix query on a name, with nothing of tsquery syntax passed through', () => {
    expect(parsePersonSearch('Sarah  Jon').nameQuery).toBe('sarah:* & jon:*');
    expect(parsePersonSearch("Mrs O'Brien-Smith").nameQuery).toBe('mrs:* & o:* & brien:* & smith:*');
    expect(parsePersonSearch('Zoë').nameQuery).toBe('zoë:*');
    expect(parsePersonSearch("jones & !(x | y) :* '").nameQuery).toBe('jones:* & x:* & y:*');
    expect(parsePersonSearch('!!! &&').nameQuery).toBeNull();
  });

  it('names the ways a search was read, for the audit (never the text)', () => {
    expect(searchedAs(parsePersonSearch('Jones'))).toEqual(['name']);
    expect(searchedAs(parsePersonSearch('07911 123456'))).toEqual(['phone']);
    expect(JSON.stringify(searchedAs(parsePersonSearch('jones@example.com')))).not.toContain('jones');
  });
});

describe('anyOf', () => {
  it('joins conditions with OR, keeping their parameters in order, and matches nothing without any', () => {
    expect(
      anyOf([
        ['a = ?', [1]],
        ['b between ? and ?', [2, 3]],
      ]),
    ).toEqual({
      sql: '(a = ? or b between ? and ?)',
      params: [1, 2, 3],
    });
    expect(anyOf([])).toEqual({ sql: 'false', params: [] });
  });
});
