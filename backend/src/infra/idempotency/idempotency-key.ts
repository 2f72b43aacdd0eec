import { createHash } from 'node:crypto';
import { isUuid } from '../../common/validation/uuid.js';

/** How long a key is remembered: a client retries within seconds or minutes, never a day later. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const SAFE = /^[A-Za-z0-9_.:-]{16,128}$/;

/** A key is a UUID, or 16 to 128 letters, digits, `_`, `.`, `:` or `-` (enough to be unguessable, nothing to escape). */
export function isValidIdempotencyKey(value: string): boolean {
  return isUuid(value) || SAFE.test(value);
}

/** The Redis key of one client key on one route: a hash, so the client's value is not stored as given. */
export function idempotencyRecordKey(prefix: string, route: string, key: string): string {
  return `${prefix}:idem:${createHash('sha256').update(`${route}\n${key}`).digest('base64url')}`;
}

/** What identifies "the same body": a hash of the body as parsed (a retry sends the same bytes). */
export function bodyFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

/** What Redis holds for a key: the body's fingerprint, and once answered, the first answer's status and body. */
export type IdempotencyRecord =
  { fingerprint: string; state: 'pending' } | { fingerprint: string; state: 'answered'; status: number; body: unknown };

export type RepeatDecision =
  { action: 'replay'; status: number; body: unknown } | { action: 'reused' } | { action: 'in-progress' };

/** A request arrived with a key already recorded: answer as the first did, refuse another body, or wait. */
export function decideRepeat(record: IdempotencyRecord, fingerprint: string): RepeatDecision {
  if (record.fingerprint !== fingerprint) return { action: 'reused' };
  if (record.state === 'pending') return { action: 'in-progress' };
  return { action: 'replay', status: record.status, body: record.body };
}
