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

export function isCheckOverdue(checkedOn: string, maxAgeMonths: number, today: string): boolean {
  return checkedOn < monthsBefore(today, maxAgeMonths);
}

export const isHcpcCheckOverdue = (checkedOn: string, today: string) =>
  isCheckOverdue(checkedOn, HCPC_CHECK_MAX_AGE_MONTHS, today);
export const isDbsCheckOverdue = (checkedOn: string, today: string) =>
  isCheckOverdue(checkedOn, DBS_CHECK_MAX_AGE_MONTHS, today);

/** Today in the UK, yyyy-mm-dd: checks fall due by the calendar coordinators live in. */
export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
