import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, entryId: string): Buffer {
  return createHmac('sha256', secret).update(`waitlist-unsubscribe:${entryId}`).digest();
}

/** `<entry id>.<HMAC-SHA256 of the id, base64url>`: a one-click link that needs no sign-in and cannot be forged. */
export function signUnsubscribeToken(secret: string, entryId: string): string {
  return `${entryId}.${signature(secret, entryId).toString('base64url')}`;
}

/** The entry id when the token is one we signed; null for anything else (never throws). */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const entryId = token.slice(0, dot).toLowerCase();
  const given = token.slice(dot + 1);
  if (!UUID.test(entryId) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const expected = signature(secret, entryId);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? entryId : null;
}

/** Where the leave link points: GET shows a confirmation page, POST (RFC 8058 one-click, or its button) leaves. */
export const WAITLIST_UNSUBSCRIBE_PATH = '/api/waitlist/unsubscribe';

export function unsubscribeUrl(baseUrl: string, secret: string, entryId: string): string {
  return `${baseUrl}${WAITLIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(secret, entryId))}`;
}
