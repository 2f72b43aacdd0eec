import { describe, expect, it } from 'vitest';
import { formatLongDate, groupDigits } from './format';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [2000, '2,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-2500, '-2,500'],
    [1234.5, '1,234.5'],
  ])('writes %d as en-GB does', (value, expected) => {
    expect(groupDigits(value)).toBe(expected);
    expect(groupDigits(value)).toBe(value.toLocaleString('en-GB', { maximumFractionDigits: 20 }));
  });
});

describe('formatLongDate', () => {
  it.each(['2025-01-23', '2024-02-29', '2026-12-01', '2026-11-23T23:30:00.000Z', '2026-06-09T00:15:00+01:00'])(
    'writes %s as en-GB does, in UTC',
    (isoDate) => {
      expect(formatLongDate(isoDate)).toBe(
        new Date(isoDate).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    },
  );

  it('leaves text that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
