import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key is the 'waitlist-links' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts). */
function signature(key: Buffer | string, entryId: string): Buffer {
  return createHmac('sha256', key).update(`waitlist-unsubscribe:${entryId}`).digest();
}

/** `<entry id>.<HMAC-SHA256 of the id, base64url>`: a leave link that needs no sign-in and cannot be forged. */
export function signUnsubscribeToken(key: Buffer, entryId: string): string {
  return `${entryId}.${signature(key, entryId).toString('base64url')}`;
}

/**
 * The entry id when the token is one we signed; null for anything else (never throws). `legacySecret`: links
 * sent before the keys were derived were signed with LINK_SIGNING_SECRET itself; they are still accepted during
 * the transition (waitlist emails are kept for months), and may be dropped once those emails are old enough.
 */
export function verifyUnsubscribeToken(key: Buffer, token: unknown, legacySecret?: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const entryId = token.slice(0, dot).toLowerCase();
  const given = token.slice(dot + 1);
  if (!UUID.test(entryId) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const actual = Buffer.from(given, 'base64url');
  const matches = (signingKey: Buffer | string) => {
    const expected = signature(signingKey, entryId);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return matches(key) || (legacySecret !== undefined && matches(legacySecret)) ? entryId : null;
}

/** Where the leave link points: GET shows a confirmation page, POST (RFC 8058 one-click, or its button) leaves. */
export const WAITLIST_UNSUBSCRIBE_PATH = '/api/waitlist/unsubscribe';

export function unsubscribeUrl(baseUrl: string, key: Buffer, entryId: string): string {
  return `${baseUrl}${WAITLIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(key, entryId))}`;
}
