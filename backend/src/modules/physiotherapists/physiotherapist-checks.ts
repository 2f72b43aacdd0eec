import { DBS_CHECK_MAX_AGE_MONTHS, HCPC_CHECK_MAX_AGE_MONTHS } from '@physio/api-contract';

/**
 * When a physiotherapist's checks fall due: the HCPC register is checked every 12 months, the DBS certificate
 * every 3 years. Pure, so the list's SQL filters and these rules can be held against each other in tests.
 */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  // The same day of the month, or the month's last day when it has fewer days (31 March - 1 month = 28/29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The day `days` after `day` (both yyyy-mm-dd). */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The latest check date that is due by `today + days` (overdue, due today or within the days): a check made on
 * or before it must be renewed by then. With `days` 0, the checks due today or overdue.
 */
export function dueWithinCutoff(today: string, days: number, maxAgeMonths: number): string {
  return monthsBefore(daysAfter(today, days), maxAgeMonths);
}

export function isCheckOverdue(checkedOn: string, maxAgeMonths: number, today: string): boolean {
  return checkedOn < monthsBefore(today, maxAgeMonths);
}

export const isHcpcCheckOverdue = (checkedOn: string, today: string) =>
  isCheckOverdue(checkedOn, HCPC_CHECK_MAX_AGE_MONTHS, today);
export const isDbsCheckOverdue = (checkedOn: string, today: string) =>
  isCheckOverdue(checkedOn, DBS_CHECK_MAX_AGE_MONTHS, today);

// Today in the UK, yyyy-mm-dd: checks fall due by the calendar coordinators live in.
export { londonToday } from '../../common/calendar/london-time.js';
