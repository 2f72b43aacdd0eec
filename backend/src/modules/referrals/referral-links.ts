import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long the link in the "you accepted" email works: long enough to record the first visit. */
export const MANAGE_LINK_DAYS = 60;

/** The key is the 'referral-links' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts). */
function signature(key: Buffer, offerId: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`referral-offer:${offerId}:${expiresAt}`).digest();
}

/**
 * `<offer id>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`: works for this offer only, until its expiry. The
 * offer email's link expires at the reply deadline; the acceptance email's later (MANAGE_LINK_DAYS).
 */
export function signOfferToken(key: Buffer, offerId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${offerId}.${expiry}.${signature(key, offerId, expiry).toString('base64url')}`;
}

export type OfferTokenCheck =
  | { valid: true; offerId: string }
  | { valid: false; expired: true; offerId: string }
  | { valid: false; expired: false };

/** Whether we signed this token, and whether it is still in time (never throws). */
export function verifyOfferToken(key: Buffer, token: unknown, now = new Date()): OfferTokenCheck {
  const invalid = { valid: false, expired: false } as const;
  if (typeof token !== 'string' || token.length > 200) return invalid;
  const [id, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !expiry || !given) return invalid;
  const offerId = id.toLowerCase();
  if (!UUID.test(offerId) || !/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return invalid;
  const expiresAt = Number(expiry);
  const actual = Buffer.from(given, 'base64url');
  const expected = signature(key, offerId, expiresAt);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  return now.getTime() / 1000 > expiresAt ? { valid: false, expired: true, offerId } : { valid: true, offerId };
}

/** The page an offer's links open: it changes nothing (mail scanners follow links); its forms POST. */
export const REFERRAL_OFFER_PATH = '/api/referral-offers/respond';

export function offerUrl(baseUrl: string, key: Buffer, offerId: string, expiresAt: Date): string {
  return `${baseUrl}${REFERRAL_OFFER_PATH}?token=${encodeURIComponent(signOfferToken(key, offerId, expiresAt))}`;
}
