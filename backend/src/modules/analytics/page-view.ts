/** Pure rules for what a page view may record. */

export const PATH_MAX_LENGTH = 300;

/**
 * The path alone: query string and fragment removed (they can carry postcodes, ids or tokens).
 * Must start with a single '/', hold no control characters or spaces, and be at most 300 characters.
 * Returns null when the path is not acceptable.
 */
export function sanitisePagePath(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const path = input.split(/[?#]/, 1)[0];
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path.length > PATH_MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return null;
  return path;
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A hostname such as www.google.com (lower-cased), '' for none; undefined when it is not a hostname. */
export function sanitiseReferrerHost(input: unknown): string | undefined {
  if (input === null || input === undefined || input === '') return '';
  if (typeof input !== 'string') return undefined;
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  return HOSTNAME.test(host) ? host : undefined;
}
