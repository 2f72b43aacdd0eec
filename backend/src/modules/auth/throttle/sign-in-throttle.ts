import { Injectable } from '@nestjs/common';
import { AuthRedis, luaScript, tokenDigest } from '../auth-redis.js';
import { CLIENT_THROTTLE, delaySchedule, USERNAME_THROTTLE, type ThrottlePolicy } from './throttle-policy.js';

export type ThrottleDecision =
  | {
      allowed: true;
      /** Failures the username's counter now holds, this attempt included until it succeeds. */
      usernameFailures: number;
    }
  | { allowed: false; retryAfterSeconds: number };

// KEYS: username counter, client counter. ARGV: now (ms), forget-after of each (s), length of the first
// schedule, then both schedules (ms). Each counter is a hash {f: failures, at: last attempt (ms)}.
// An attempt is refused while either counter's wait has not passed; otherwise it is counted as a failure
// before the password is even checked, so a burst of parallel guesses cannot slip past the count. A success
// then takes its count back (see succeeded). Returns {wait (ms), the username counter's failures}.
const ATTEMPT = luaScript(`
local now = tonumber(ARGV[1])
local firstLength = tonumber(ARGV[4])
local wait = 0
for k = 1, 2 do
  local failures = tonumber(redis.call('HGET', KEYS[k], 'f') or '0')
  if failures > 0 then
    local offset, length = 5, firstLength
    if k == 2 then offset, length = 5 + firstLength, #ARGV - 4 - firstLength end
    local delay = tonumber(ARGV[offset + math.min(failures, length - 1)])
    local left = tonumber(redis.call('HGET', KEYS[k], 'at')) + delay - now
    if left > wait then wait = left end
  end
end
if wait > 0 then return {wait, 0} end
local usernameFailures = 0
for k = 1, 2 do
  local f = redis.call('HINCRBY', KEYS[k], 'f', 1)
  if k == 1 then usernameFailures = f end
  redis.call('HSET', KEYS[k], 'at', ARGV[1])
  redis.call('EXPIRE', KEYS[k], ARGV[1 + k])
end
return {0, usernameFailures}`);

// KEYS: client counter. Takes one counted attempt back (never below zero).
const REFUND = luaScript(`
if tonumber(redis.call('HGET', KEYS[1], 'f') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'f', -1) end
return 1`);

const toMs = (policy: ThrottlePolicy) => delaySchedule(policy).map((seconds) => seconds * 1000);
const USERNAME_SCHEDULE = toMs(USERNAME_THROTTLE);
const CLIENT_SCHEDULE = toMs(CLIENT_THROTTLE);

/**
 * Sign-in throttling per username and per client, shared by every API copy through Redis. Checked before the
 * password hash, so throttled attempts cost no CPU. Every password or second-factor check goes through
 * attempt(); a complete sign-in calls succeeded(). A trusted device (TrustedDevices: a browser that completed a
 * sign-in to this account recently) counts its attempts on a username counter of its own, so others' guesses
 * never slow it; an admin can clear an account's counters (unlock).
 */
@Injectable()
export class SignInThrottle {
  constructor(private readonly redis: AuthRedis) {}

  /** `device`: the trusted device's digest, or null. */
  async attempt(
    username: string,
    client: string,
    device: string | null = null,
    now = Date.now(),
  ): Promise<ThrottleDecision> {
    const [waitMs, usernameFailures] = (await ATTEMPT(
      this.redis.client,
      [this.usernameKey(username, device), this.clientKey(client)],
      [
        now,
        USERNAME_THROTTLE.forgetAfterSeconds,
        CLIENT_THROTTLE.forgetAfterSeconds,
        USERNAME_SCHEDULE.length,
        ...USERNAME_SCHEDULE,
        ...CLIENT_SCHEDULE,
      ],
    )) as [number, number];
    return waitMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) }
      : { allowed: true, usernameFailures };
  }

  /** A correct password or code: the client gets this attempt back; a complete sign-in clears the username. */
  async succeeded(username: string, client: string, signedIn: boolean, device: string | null = null): Promise<void> {
    await REFUND(this.redis.client, [this.clientKey(client)], []);
    if (signedIn) await this.redis.client.del(this.usernameKey(username), this.usernameKey(username, device));
  }

  /** An admin's unlock: the username's failures are forgotten (its devices' own too). Returns how many there were. */
  async unlock(username: string): Promise<number> {
    const shared = this.usernameKey(username);
    const failures = Number((await this.redis.client.hget(shared, 'f')) ?? 0);
    const keys = [shared];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.client.scan(cursor, 'MATCH', `${shared}:device:*`, 'COUNT', 100);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    await this.redis.client.del(...keys);
    return failures;
  }

  /**
   * Until when each username's sign-in is slowed now by failures (its shared counter: a trusted device's own
   * counter is not shown), or null. For the accounts list; the same schedule as attempt() reads.
   */
  async slowedUntil(usernames: readonly string[], now = Date.now()): Promise<(Date | null)[]> {
    if (usernames.length === 0) return [];
    const pipeline = this.redis.client.pipeline();
    for (const username of usernames) pipeline.hmget(this.usernameKey(username), 'f', 'at');
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, fields]) => {
      const [failures, at] = ((fields ?? []) as (string | null)[]).map(Number);
      if (error || !failures || !at) return null;
      const until = at + USERNAME_SCHEDULE[Math.min(failures, USERNAME_SCHEDULE.length - 1)];
      return until > now ? new Date(until) : null;
    });
  }

  /** Whether a failure that left the username's counter at `failures` is the one that starts slowing it down. */
  static lockedByFailure(failures: number): boolean {
    return failures === USERNAME_THROTTLE.freeFailures;
  }

  // Hashed: people sometimes type their password into the username box.
  private usernameKey(username: string, device: string | null = null): string {
    const key = this.redis.key('throttle', 'username', tokenDigest(username.trim().toLowerCase()));
    return device ? `${key}:device:${device}` : key;
  }

  private clientKey(client: string): string {
    return this.redis.key('throttle', 'client', client);
  }
}
