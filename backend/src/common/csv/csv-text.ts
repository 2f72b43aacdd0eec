/**
 * A text cell as RFC 4180 wants it (quoted when it holds a comma, quote or line break, quotes doubled), and
 * never read as a formula by a spreadsheet: text starting with = + - @ or a tab or carriage return gets a
 * leading apostrophe (OWASP's advice on CSV injection).
 */
export function csvText(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
