/** A wait as people say it: "45 seconds", "3 minutes", "2 hours", "3 days" (rounded down). */
export function duration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return plural(Math.max(0, Math.floor(seconds)), 'second');
  if (seconds < 2 * 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < 2 * 86400) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / 86400), 'day');
}
