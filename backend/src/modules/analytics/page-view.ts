/** Pure rules for what a page view may record. */
import { isUuid } from '../../common/validation/uuid.js';

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

/** The site's own dynamic routes: whatever follows their prefix is an id, whatever its shape. */
const ID_ROUTES = [/^(\/results\/)[^/]+/];
const LONG_NUMBER = /^\d{6,}$/;
const HEX_ID = /^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}$/i;
const TOKEN = /^(?=.*\d)(?=.*[a-z])[\w-]{16,}$/i;
/** Hyphenated words (an article's slug such as covid19-care-at-home) are words, not tokens. */
const SLUG = /^[a-z0-9]{1,24}(?:-[a-z0-9]{1,24})+$/;

/**
 * The path with every id replaced by `:id`, so that what is stored counts pages, not people: a result page's id is
 * the key to a family's request (postcode and the parent's condition). An id is any segment of a known dynamic
 * route (/results/<id>), a UUID, a number of six digits or more, a hexadecimal id of eight characters or more, or a
 * token (16 or more letters, digits, - or _, with both letters and digits, that is not a hyphenated slug).
 */
export function pathWithoutIds(path: string): string {
  const routed = ID_ROUTES.reduce((p, route) => p.replace(route, '$1:id'), path);
  return routed
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ':id' : segment))
    .join('/');
}

function isIdSegment(segment: string): boolean {
  if (isUuid(segment) || LONG_NUMBER.test(segment) || HEX_ID.test(segment)) return true;
  return TOKEN.test(segment) && !SLUG.test(segment);
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A hostname such as www.google.com (lower-cased), '' for none; undefined when it is not a hostname. */
export function sanitiseReferrerHost(input: unknown): string | undefined {
  if (input === null || input === undefined || input === '') return '';
  if (typeof input !== 'string') return undefined;
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  return HOSTNAME.test(host) ? host : undefined;
}
