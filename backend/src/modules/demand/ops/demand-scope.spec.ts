import { ListQueryError } from '../../../common/simple-rest/index.js';
import { csvLine, csvText } from './demand-csv.js';
import { resolvePeriod, toScope } from './demand-scope.js';
import { wholeMonths } from '../../../common/calendar/calendar-days.js';

// BST starts at 01:00 UTC on 29 March 2026, so 23:30 UTC on the 28th is still the 28th in London.
const LATE_SATURDAY = new Date('2026-03-28T23:30:00Z');
// 23:30 UTC on 1 July 2026 is 00:30 on 2 July in London (BST).
const SUMMER_NIGHT = new Date('2026-07-01T23:30:00Z');

describe('resolvePeriod: Europe/London calendar days', () => {
  it.each([
    ['7d', SUMMER_NIGHT, '2026-06-26', '2026-07-02', 7],
    ['30d', LATE_SATURDAY, '2026-02-27', '2026-03-28', 30],
    ['90d', SUMMER_NIGHT, '2026-04-04', '2026-07-02', 90],
    ['12m', SUMMER_NIGHT, '2025-07-03', '2026-07-02', 365],
  ] as const)('%s at %s is %s to %s (%i days)', (period, now, from, to, days) => {
    expect(resolvePeriod({ period }, now)).toEqual({ period, from, to, days });
  });

  it('takes 12 months back from 29 February to 1 March the year before', () => {
    expect(resolvePeriod({ period: '12m' }, new Date('2028-02-29T12:00:00Z'))).toMatchObject({
      from: '2027-03-01',
      to: '2028-02-29',
    });
  });

  it('counts a custom period across the spring clock change in days', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-03-25', to: '2026-04-01' })).toMatchObject({ days: 8 });
  });

  it('treats from and to without a period as custom, and defaults to the last 30 days by area', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-31' }).period).toBe('custom');
    expect(toScope({}, SUMMER_NIGHT)).toMatchObject({ period: '30d', group: 'area', byCondition: false });
  });

  it('names the field and the rule of a refusal', () => {
    try {
      resolvePeriod({ period: 'custom', from: '2026-02-01', to: '2026-01-31' });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ListQueryError);
      expect(error).toMatchObject({ field: 'filter.to', rule: 'notBeforeFrom' });
    }
  });
});

describe('wholeMonths', () => {
  it.each([
    ['2025-11-25', '2026-11-24', { start: '2025-12-01', end: '2026-11-01' }],
    ['2026-03-01', '2026-03-31', { start: '2026-03-01', end: '2026-04-01' }],
    ['2026-02-15', '2026-04-10', { start: '2026-03-01', end: '2026-04-01' }],
    ['2026-03-02', '2026-03-31', null],
    ['2026-03-25', '2026-04-01', null],
  ])('%s to %s', (from, to, expected) => {
    expect(wholeMonths(from, to)).toEqual(expected);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText('Thorpe Hamlet, Norwich')).toBe('"Thorpe Hamlet, Norwich"');
    expect(csvText('The "Lanes"')).toBe('"The ""Lanes"""');
    expect(csvText('a\nb')).toBe('"a\nb"');
    expect(csvText('Norwich')).toBe('Norwich');
    expect(csvText(null)).toBe('');
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx'])(
    'defuses %j so a spreadsheet reads text, not a formula',
    (value) => {
      expect(csvText(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes a row with the period first', () => {
    const scope = toScope({ period: 'custom', from: '2026-03-01', to: '2026-03-31' });
    expect(
      csvLine(scope, {
        id: 'NR1',
        rank: 1,
        name: 'NR1',
        area: 'NR',
        district: 'NR1',
        condition: null,
        places: 'Thorpe Hamlet, Norwich city centre',
        covered_districts: 0,
        districts: 1,
        searches: 6,
        waitlist_joins: 2,
        people: 6,
        waiting: 3,
        total: 1,
      }),
    ).toBe('2026-03-01,2026-03-31,1,NR,NR1,,"Thorpe Hamlet, Norwich city centre",0,1,6,2,6,3\r\n');
  });
});
