import { isDbsCheckOverdue, isHcpcCheckOverdue, londonToday, monthsBefore } from './physiotherapist-checks.js';

describe('when checks fall due', () => {
  it('an HCPC check is overdue once it is more than 12 months old', () => {
    expect(isHcpcCheckOverdue('2025-11-24', '2026-11-24')).toBe(false);
    expect(isHcpcCheckOverdue('2025-11-23', '2026-11-24')).toBe(true);
  });

  it('a DBS check is overdue once it is more than 3 years old', () => {
    expect(isDbsCheckOverdue('2023-11-24', '2026-11-24')).toBe(false);
    expect(isDbsCheckOverdue('2023-11-23', '2026-11-24')).toBe(true);
  });

  it('counts months by the calendar, ending on the last day of a shorter month', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2028-03-31', 1)).toBe('2028-02-29');
    expect(monthsBefore('2026-01-15', 12)).toBe('2025-01-15');
  });

  it("takes today from the UK's calendar, not UTC's", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
