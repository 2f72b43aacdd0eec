/**
 * Dates as coordinators read them: en-GB, in UK time (Europe/London), whatever the browser's own zone. One formatter
 * each, made once: building an Intl formatter is the expensive part.
 */
const LONDON = 'Europe/London';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** An instant (ISO time) in UK time: "3 Mar 2026, 14:05". Empty for a missing value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A calendar date (yyyy-mm-dd, as the API sends check dates): "14 Oct 2026", the same day for every reader. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOnly.format(date);
}

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the UK as yyyy-mm-dd: the latest a check date may be. */
export function todayInLondon(now: Date = new Date()): string {
  return londonDay.format(now);
}
