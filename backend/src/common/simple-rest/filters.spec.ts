import { filters } from './filters.js';

describe('list filters', () => {
  it('takes a date only when the day exists (PostgreSQL would refuse the others with a 500)', () => {
    const date = filters.date();
    expect(date('2026-02-28')).toBe('2026-02-28');
    expect(date('2028-02-29')).toBe('2028-02-29');
    for (const value of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-1-01', 20260101]) {
      expect(() => date(value)).toThrow('must be a date, yyyy-mm-dd');
    }
  });
});
