import { Injectable } from '@nestjs/common';
import { AuthRedis, luaScript, newOpaqueToken, tokenDigest } from '../auth-redis.js';

/**
 * - `sign-in`: the password was right; the account must now give a code (POST /api/ops/auth/totp).
 * - `sign-in-enrol`: the same, for an account that must first set up a second factor (production); it
 *   carries the new secret until the first code proves the app holds it.
 * - `enrol`: a signed-in account re-authenticated to set up (or replace) its second factor.
 * - `passkey-enrol`: a signed-in account re-authenticated to register a passkey; carries the WebAuthn challenge.
 * - `passkey-sign-in`: a sign-in with a passkey alone, for no account yet (the passkey names it); carries the WebAuthn
 *   challenge.
 * - `link-enrol`: someone opened the account's enrolment link; carries the new secret until the first code proves the
 *   app holds it (with the link and a new password, POST /api/ops/auth/enrolment/complete).
 * A `sign-in` challenge of an account with passkeys also carries the WebAuthn challenge its passkey must sign.
 */
export type ChallengeKind = 'sign-in' | 'sign-in-enrol' | 'enrol' | 'passkey-enrol' | 'passkey-sign-in' | 'link-enrol';

/** The account id of a `passkey-sign-in` challenge: none until the passkey names one. */
export const NO_ACCOUNT_YET = 0;

export interface Challenge {
  accountId: number;
  kind: ChallengeKind;
  /** The secret being enrolled (enrol kinds only). */
  secret?: string;
  /** The WebAuthn challenge (base64url) a passkey must sign: single use with this challenge. */
  webauthn?: string;
  /** A `sign-in` challenge whose account's role signs in with a passkey: an app's code does not answer it. */
  passkeyOnly?: boolean;
}

/**
 * Wrong codes one challenge takes before it is dropped. Each also counts against the username's throttle, with
 * the password step: three leaves the person a free retry of the whole sign-in before any delay.
 */
export const CHALLENGE_MAX_ATTEMPTS = 3;

const TTL_SECONDS: Record<ChallengeKind, number> = {
  'sign-in': 5 * 60,
  'sign-in-enrol': 5 * 60,
  // Time to install an app and scan a code.
  enrol: 10 * 60,
  // The browser's own passkey prompt times out sooner (the options say 2 minutes).
  'passkey-enrol': 5 * 60,
  'passkey-sign-in': 5 * 60,
  // Time to install an app, scan a code and choose a password.
  'link-enrol': 15 * 60,
};

// KEYS: challenge. ARGV: attempts allowed. Counts a wrong code; drops the challenge at the last one.
const WRONG_CODE = luaScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], 'n', 1) >= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) end
return 1`);

/** Short-lived second-factor challenges in Redis, keyed by the SHA-256 of the token the client holds. */
@Injectable()
export class TotpChallenges {
  constructor(private readonly redis: AuthRedis) {}

  async create(challenge: Challenge): Promise<string> {
    const token = newOpaqueToken();
    const fields: Record<string, string> = { a: String(challenge.accountId), k: challenge.kind, n: '0' };
    if (challenge.secret) fields.s = challenge.secret;
    if (challenge.webauthn) fields.w = challenge.webauthn;
    if (challenge.passkeyOnly) fields.p = '1';
    await this.redis.client
      .multi()
      .hset(this.key(token), fields)
      .expire(this.key(token), TTL_SECONDS[challenge.kind])
      .exec();
    return token;
  }

  async find(token: string, kinds: readonly ChallengeKind[]): Promise<Challenge | null> {
    if (!token || token.length > 100) return null;
    const [accountId, kind, secret, webauthn, passkeyOnly] = await this.redis.client.hmget(
      this.key(token),
      'a',
      'k',
      's',
      'w',
      'p',
    );
    if (!accountId || !kinds.includes(kind as ChallengeKind)) return null;
    return {
      accountId: Number(accountId),
      kind: kind as ChallengeKind,
      ...(secret ? { secret } : {}),
      ...(webauthn ? { webauthn } : {}),
      ...(passkeyOnly ? { passkeyOnly: true } : {}),
    };
  }

  /** Counts a wrong code; the challenge is dropped at the last allowed attempt. */
  async recordWrongCode(token: string): Promise<void> {
    await WRONG_CODE(this.redis.client, [this.key(token)], [CHALLENGE_MAX_ATTEMPTS]);
  }

  /** Uses the challenge up; false if another request already did. */
  async consume(token: string): Promise<boolean> {
    return (await this.redis.client.del(this.key(token))) === 1;
  }

  private key(token: string): string {
    return this.redis.key('challenge', tokenDigest(token));
  }
}
