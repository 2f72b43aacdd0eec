import { Injectable } from '@nestjs/common';
import { AuthRedis, luaScript, tokenDigest } from '../auth-redis.js';
import { CLIENT_THROTTLE, delaySchedule, USERNAME_THROTTLE, type ThrottlePolicy } from './throttle-policy.js';

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// KEYS: username counter, client counter. ARGV: now (ms), forget-after of each (s), length of the first
// schedule, then both schedules (ms). Each counter is a hash {f: failures, at: last attempt (ms)}.
// An attempt is refused while either counter's wait has not passed; otherwise it is counted as a failure
// before the password is even checked, so a burst of parallel guesses cannot slip past the count. A success
// then takes its count back (see succeeded).
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
if wait > 0 then return wait end
for k = 1, 2 do
  redis.call('HINCRBY', KEYS[k], 'f', 1)
  redis.call('HSET', KEYS[k], 'at', ARGV[1])
  redis.call('EXPIRE', KEYS[k], ARGV[1 + k])
end
return 0`);

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
 * attempt(); a complete sign-in calls succeeded().
 */
@Injectable()
export class SignInThrottle {
  constructor(private readonly redis: AuthRedis) {}

  async attempt(username: string, client: string, now = Date.now()): Promise<ThrottleDecision> {
    const waitMs = Number(
      await ATTEMPT(
        this.redis.client,
        [this.usernameKey(username), this.clientKey(client)],
        [
          now,
          USERNAME_THROTTLE.forgetAfterSeconds,
          CLIENT_THROTTLE.forgetAfterSeconds,
          USERNAME_SCHEDULE.length,
          ...USERNAME_SCHEDULE,
          ...CLIENT_SCHEDULE,
        ],
      ),
    );
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  /** A correct password or code: the client gets this attempt back; a complete sign-in clears the username. */
  async succeeded(username: string, client: string, signedIn: boolean): Promise<void> {
    await REFUND(this.redis.client, [this.clientKey(client)], []);
    if (signedIn) await this.redis.client.del(this.usernameKey(username));
  }

  // Hashed: people sometimes type their password into the username box.
  private usernameKey(username: string): string {
    return this.redis.key('throttle', 'username', tokenDigest(username.trim().toLowerCase()));
  }

  private clientKey(client: string): string {
    return this.redis.key('throttle', 'client', client);
  }
}
