/**
 * A wall-clock time in the UK ("2026-11-27T10:30", as a datetime-local field sends it) as an instant: London is on
 * GMT in winter and BST (GMT+1) in summer. Null when the text is not such a time or names no real moment.
 */
export function londonWallClock(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // London's offset at that moment: try GMT, then BST, and keep the one whose London clock reads the text.
  for (const offsetHours of [0, 1]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    if (londonClock(instant) === text) return instant;
  }
  // The hour skipped when the clocks go forward: the same moment an hour later in BST.
  return new Date(asUtc - 3_600_000);
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-27T10:30": what a London clock read at the instant. */
export function londonClock(instant: Date): string {
  const parts = Object.fromEntries(CLOCK.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The London calendar day of an instant, `YYYY-MM-DD`. */
export function londonDay(at: Date): string {
  return londonClock(at).slice(0, 10);
}

/** Today's date in London, `YYYY-MM-DD`. */
export function londonToday(now = new Date()): string {
  return londonDay(now);
}

/** Whether `day` is a real calendar day (yyyy-mm-dd) from today in London to `daysAhead` days after it, both included. */
export function isLondonDayWithin(day: string, daysAhead: number, now = new Date()): boolean {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return false;
  const today = londonToday(now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return day >= today && day <= last;
}
