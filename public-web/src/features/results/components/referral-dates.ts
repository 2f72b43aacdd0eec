/**
 * Times as a family in the UK reads them ("Friday 27 November at 3:00pm"), in UK time whatever the reader's clock.
 * Intl is fine here (unlike format.ts, which the finder loads at start-up): the results page is never the first
 * thing a visitor's browser runs.
 */
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatUkDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_TIME.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase().replace(/\s|\./g, '');
  return `${part('weekday')} ${part('day')} ${part('month')} at ${part('hour')}:${part('minute')}${period}`;
}

const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A calendar date (YYYY-MM-DD) as "Monday 30 November"; the text unchanged when it is not a date. */
export function formatUkDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const parts = UK_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
