import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in the confirmation email works, from the request's submission. */
export const CONFIRMATION_LINK_HOURS = 72;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key is the 'finder-confirmation' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts). */
function signature(key: Buffer, requestId: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`finder-confirm:${requestId}:${expiresAt}`).digest();
}

export function confirmationExpiry(submittedAt: Date): number {
  return Math.floor(submittedAt.getTime() / 1000) + CONFIRMATION_LINK_HOURS * 3600;
}

/** `<request id>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`: proves the holder read the family's inbox. */
export function signConfirmationToken(key: Buffer, requestId: string, submittedAt: Date): string {
  const expiresAt = confirmationExpiry(submittedAt);
  return `${requestId}.${expiresAt}.${signature(key, requestId, expiresAt).toString('base64url')}`;
}

export type ConfirmationTokenCheck =
  | { valid: true; requestId: string }
  | { valid: false; expired: true; requestId: string }
  | { valid: false; expired: false };

/** Whether we signed this token, and whether it is still in time (never throws). */
export function verifyConfirmationToken(key: Buffer, token: unknown, now = new Date()): ConfirmationTokenCheck {
  const invalid = { valid: false, expired: false } as const;
  if (typeof token !== 'string' || token.length > 200) return invalid;
  const [id, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !expiry || !given) return invalid;
  const requestId = id.toLowerCase();
  if (!UUID.test(requestId) || !/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return invalid;
  const expiresAt = Number(expiry);
  const actual = Buffer.from(given, 'base64url');
  const expected = signature(key, requestId, expiresAt);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  return now.getTime() / 1000 > expiresAt ? { valid: false, expired: true, requestId } : { valid: true, requestId };
}

/** Where the page's button POSTs the token (and where links sent before the site's page existed point). */
export const FINDER_CONFIRM_PATH = '/api/finder-requests/confirm';

/** The site's page the email links to: it changes nothing (mail scanners follow links) until its button is pressed. */
export const FINDER_CONFIRM_PAGE = '/confirm';

export function confirmationPageUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${FINDER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`;
}

export function confirmationUrl(baseUrl: string, key: Buffer, requestId: string, submittedAt: Date): string {
  return confirmationPageUrl(baseUrl, signConfirmationToken(key, requestId, submittedAt));
}
