import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_QUESTIONS, type CheckInQuestion } from '@physio/api-contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long a check-in email's link works, from when we asked. */
export const CHECK_IN_LINK_DAYS = 14;

/** The key is the 'family-check-in' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts). */
function signature(key: Buffer, offerId: string, question: CheckInQuestion, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`family-check-in:${offerId}:${question}:${expiresAt}`).digest();
}

/** `<offer id>.<question>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`: answers one question about one offer. */
export function signCheckInToken(key: Buffer, offerId: string, question: CheckInQuestion, askedAt: Date): string {
  const expiry = Math.floor(askedAt.getTime() / 1000) + CHECK_IN_LINK_DAYS * 86_400;
  return `${offerId}.${question}.${expiry}.${signature(key, offerId, question, expiry).toString('base64url')}`;
}

export type CheckInTokenCheck =
  { valid: true; offerId: string; question: CheckInQuestion } | { valid: false; expired: boolean };

/** Whether we signed this token, and whether it is still in time (never throws). */
export function verifyCheckInToken(key: Buffer, token: unknown, now = new Date()): CheckInTokenCheck {
  const invalid = { valid: false, expired: false } as const;
  if (typeof token !== 'string' || token.length > 200) return invalid;
  const [id, question, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !question || !expiry || !given) return invalid;
  const offerId = id.toLowerCase();
  if (!UUID.test(offerId) || !(CHECK_IN_QUESTIONS as readonly string[]).includes(question)) return invalid;
  if (!/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return invalid;
  const expiresAt = Number(expiry);
  const actual = Buffer.from(given, 'base64url');
  const expected = signature(key, offerId, question as CheckInQuestion, expiresAt);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  if (now.getTime() / 1000 > expiresAt) return { valid: false, expired: true };
  return { valid: true, offerId, question: question as CheckInQuestion };
}

/** The page the check-in email's buttons open: it changes nothing; its buttons POST the answer. */
export const CHECK_IN_PATH = '/api/referral-offers/check-in';

export function checkInUrl(baseUrl: string, key: Buffer, offerId: string, question: CheckInQuestion, askedAt: Date) {
  return `${baseUrl}${CHECK_IN_PATH}?token=${encodeURIComponent(signCheckInToken(key, offerId, question, askedAt))}`;
}
