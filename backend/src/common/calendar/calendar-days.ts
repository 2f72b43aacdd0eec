/** Calendar arithmetic on yyyy-mm-dd days (UTC midnights, so clock changes never enter). */

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function firstOfNextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * The whole months inside the days [from, to], as [start, end) first days of months, or null when there are none:
 * sums over a long period read those months from monthly totals and only the days at the edges from daily ones.
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const start = from === firstOfMonth(from) ? from : firstOfNextMonth(from);
  const end = firstOfNextMonth(to) === addDays(to, 1) ? addDays(to, 1) : firstOfMonth(to);
  return start < end ? { start, end } : null;
}
