import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to the availability page works, from the email that carries it. */
export const AVAILABILITY_LINK_DAYS = 30;

/** The key is the 'physio-availability' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts). */
function signature(key: Buffer, physiotherapistId: number, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`physio-availability:${physiotherapistId}:${expiresAt}`).digest();
}

/** `<physiotherapist id>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`: opens that physiotherapist's page only. */
export function signAvailabilityToken(key: Buffer, physiotherapistId: number, from: Date): string {
  const expiry = Math.floor(from.getTime() / 1000) + AVAILABILITY_LINK_DAYS * 86_400;
  return `${physiotherapistId}.${expiry}.${signature(key, physiotherapistId, expiry).toString('base64url')}`;
}

export type AvailabilityTokenCheck = { valid: true; physiotherapistId: number } | { valid: false; expired: boolean };

/** Whether we signed this token, and whether it is still in time (never throws). */
export function verifyAvailabilityToken(key: Buffer, token: unknown, now = new Date()): AvailabilityTokenCheck {
  const invalid = { valid: false, expired: false } as const;
  if (typeof token !== 'string' || token.length > 200) return invalid;
  const [id, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !expiry || !given) return invalid;
  if (!/^\d{1,9}$/.test(id) || !/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return invalid;
  const expiresAt = Number(expiry);
  const actual = Buffer.from(given, 'base64url');
  const expected = signature(key, Number(id), expiresAt);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  if (now.getTime() / 1000 > expiresAt) return { valid: false, expired: true };
  return { valid: true, physiotherapistId: Number(id) };
}

export const AVAILABILITY_PATH = '/api/physiotherapists/availability';
export const AVAILABILITY_LINK_PATH = '/api/physiotherapists/availability/link';

/** The link every referral email carries, and the one a physiotherapist may ask for by email. */
export function availabilityUrl(baseUrl: string, key: Buffer, physiotherapistId: number, from: Date): string {
  return `${baseUrl}${AVAILABILITY_PATH}?token=${encodeURIComponent(signAvailabilityToken(key, physiotherapistId, from))}`;
}
