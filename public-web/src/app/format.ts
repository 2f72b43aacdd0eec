/**
 * A whole number with thousands separators as en-GB writes them (2000 -> "2,000"). Not toLocaleString: the first
 * call of Intl's number formatting in a page loads its locale data, a long main-thread task (longer still on a
 * mid-range phone), which the finder paid while starting up just to print "2,000".
 */
export function groupDigits(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as en-GB writes it in full ('23 January 2025'), read in UTC so it is the same day for every reader; the
 * text unchanged when it is not a date. Not toLocaleDateString, for the reason groupDigits gives.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
