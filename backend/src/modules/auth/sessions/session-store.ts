import { Injectable } from '@nestjs/common';
import { Env } from '../../../config/env.js';
import { AuthRedis, luaScript, newOpaqueToken, tokenDigest } from '../auth-redis.js';

/**
 * Server-side sessions of the operations dashboard, in Redis. Why Redis rather than a signed cookie or a
 * database table: every API copy sees the same sessions; ending one (sign-out, a disabled account, a
 * password change, an admin's "end sessions") takes effect at once everywhere (ASVS 7.4), which a
 * self-contained cookie cannot do; idle expiry is Redis's own TTL, refreshed on each request; and the check
 * on every ops request is one in-memory round trip, not a database write.
 *
 * Keys (under `<QUEUE_PREFIX>:ops:`):
 * - `session:<sha256(id)>`: hash {a: account id, c: created at, x: absolute expiry, t: CSRF token, l: last seen,
 *   d: device (browser and system)}, TTL = the idle timeout, capped at the absolute expiry. The id itself (in the
 *   cookie) is never stored.
 * - `account-sessions:<account id>`: the set of that account's session keys, to end them all.
 */
export interface OpsSession {
  /** sha256 of the session id: what Redis knows the session by. */
  key: string;
  accountId: number;
  csrfToken: string;
  createdAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/** One live session of an account, as its owner may see it (the digest is its public id, never the cookie's id). */
export interface OpsSessionSummary {
  key: string;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
}

// KEYS: session key, account set. ARGV: session key prefix, session digest, account id, created at (ms),
// absolute expiry (ms), CSRF token, idle TTL (ms), account set TTL (s), device. Drops members that have expired,
// so the set stays as small as the account's live sessions.
const CREATE = luaScript(`
for _, member in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('EXISTS', ARGV[1] .. member) == 0 then redis.call('SREM', KEYS[2], member) end
end
redis.call('HSET', KEYS[1], 'a', ARGV[3], 'c', ARGV[4], 'x', ARGV[5], 't', ARGV[6], 'l', ARGV[4], 'd', ARGV[9])
redis.call('PEXPIRE', KEYS[1], ARGV[7])
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[8])
return 1`);

// KEYS: session key. ARGV: now (ms), idle timeout (ms). Returns nil, or the fields and the new TTL (ms).
const TOUCH = luaScript(`
local s = redis.call('HMGET', KEYS[1], 'a', 'c', 'x', 't')
if not s[1] then return nil end
local left = tonumber(s[3]) - tonumber(ARGV[1])
if left <= 0 then
  redis.call('DEL', KEYS[1])
  return nil
end
local ttl = math.min(tonumber(ARGV[2]), left)
redis.call('HSET', KEYS[1], 'l', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
return {s[1], s[2], s[3], s[4], tostring(ttl)}`);

// KEYS: account set. ARGV: session key prefix, a digest to keep (or ''). Returns how many live sessions ended.
const END_ALL = luaScript(`
local ended = 0
for _, member in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if member ~= ARGV[2] then
    ended = ended + redis.call('DEL', ARGV[1] .. member)
    redis.call('SREM', KEYS[1], member)
  end
end
return ended`);

// KEYS: session. ARGV: now. Only on a live session: HSET on a missing key would make one without a TTL.
const MARK_REAUTHENTICATED = luaScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'r', ARGV[1])
return 1`);

@Injectable()
export class SessionStore {
  private readonly idleMs: number;
  private readonly absoluteMs: number;

  constructor(
    private readonly redis: AuthRedis,
    env: Env,
  ) {
    this.idleMs = env.OPS_SESSION_IDLE_SECONDS * 1000;
    this.absoluteMs = env.OPS_SESSION_ABSOLUTE_SECONDS * 1000;
  }

  /** A new session with a new id (ASVS 7.2.4: never reuse one across sign-ins). Returns the id for the cookie. */
  async create(accountId: number, device = '', now = Date.now()): Promise<{ id: string; session: OpsSession }> {
    const id = newOpaqueToken();
    const key = tokenDigest(id);
    const csrfToken = newOpaqueToken();
    const absoluteAt = now + this.absoluteMs;
    const ttl = Math.min(this.idleMs, this.absoluteMs);
    await CREATE(
      this.redis.client,
      [this.sessionKey(key), this.accountSetKey(accountId)],
      [
        this.sessionKey(''),
        key,
        accountId,
        now,
        absoluteAt,
        csrfToken,
        ttl,
        Math.ceil(this.absoluteMs / 1000),
        device.slice(0, 100),
      ],
    );
    return {
      id,
      session: {
        key,
        accountId,
        csrfToken,
        createdAt: new Date(now),
        idleExpiresAt: new Date(now + ttl),
        absoluteExpiresAt: new Date(absoluteAt),
      },
    };
  }

  /** The live session with this id, its idle timer restarted; null when unknown, idle or past its absolute end. */
  async touch(id: string, now = Date.now()): Promise<OpsSession | null> {
    if (!id || id.length > 100) return null;
    const key = tokenDigest(id);
    const found = (await TOUCH(this.redis.client, [this.sessionKey(key)], [now, this.idleMs])) as string[] | null;
    if (!found) return null;
    const [accountId, createdAt, absoluteAt, csrfToken, ttl] = found;
    return {
      key,
      accountId: Number(accountId),
      csrfToken,
      createdAt: new Date(Number(createdAt)),
      idleExpiresAt: new Date(now + Number(ttl)),
      absoluteExpiresAt: new Date(Number(absoluteAt)),
    };
  }

  /**
   * After re-authentication (a password change, a second factor enrolled, ASVS 7.2.4): the session goes on under a
   * new id and CSRF token, and every other session of the account ends, the old id with them. Returns the new id and
   * how many sessions besides the old one ended.
   */
  async renew(current: OpsSession): Promise<{ id: string; session: OpsSession; othersEnded: number }> {
    const [device, reauthenticatedAt] = await this.redis.client.hmget(this.sessionKey(current.key), 'd', 'r');
    const fresh = await this.create(current.accountId, device ?? '');
    // The re-authentication that led here still counts for the session under its new id.
    if (reauthenticatedAt) await this.markReauthenticated(fresh.session.key, Number(reauthenticatedAt));
    const ended = await this.endAllForAccount(current.accountId, fresh.session);
    return { ...fresh, othersEnded: Math.max(0, ended - 1) };
  }

  /** Notes that the session's person gave their password again just now (re-authentication). */
  async markReauthenticated(key: string, now = Date.now()): Promise<void> {
    await MARK_REAUTHENTICATED(this.redis.client, [this.sessionKey(key)], [now]);
  }

  /** When the session last re-authenticated, if it has within `seconds`; null otherwise. */
  async reauthenticatedWithin(key: string, seconds: number, now = Date.now()): Promise<Date | null> {
    const at = Number(await this.redis.client.hget(this.sessionKey(key), 'r'));
    return at && now - at <= seconds * 1000 ? new Date(at) : null;
  }

  /** Names the device of a session just opened (its browser and system, from the sign-in request). */
  async describe(id: string, device: string): Promise<void> {
    const key = this.sessionKey(tokenDigest(id));
    await this.redis.client.multi().hset(key, 'd', device.slice(0, 100)).exec();
  }

  /** The account's live sessions, newest first: device, signed in, last seen. */
  async listForAccount(accountId: number): Promise<OpsSessionSummary[]> {
    const keys = await this.redis.client.smembers(this.accountSetKey(accountId));
    if (keys.length === 0) return [];
    const pipeline = this.redis.client.pipeline();
    for (const key of keys) pipeline.hmget(this.sessionKey(key), 'a', 'c', 'l', 'd');
    const results = (await pipeline.exec()) ?? [];
    const sessions: OpsSessionSummary[] = [];
    results.forEach(([error, fields], i) => {
      const [owner, created, lastSeen, device] = (fields ?? []) as (string | null)[];
      if (error || owner !== String(accountId) || !created) return;
      sessions.push({
        key: keys[i],
        device: device ?? '',
        createdAt: new Date(Number(created)),
        lastSeenAt: new Date(Number(lastSeen ?? created)),
      });
    });
    return sessions.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /**
   * Ends one of the account's own sessions by its public id, and returns what it was; null when it is not one of
   * theirs (or already over).
   */
  async endOwn(accountId: number, key: string): Promise<OpsSessionSummary | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(key)) return null;
    if (!(await this.redis.client.sismember(this.accountSetKey(accountId), key))) return null;
    const results = await this.redis.client
      .multi()
      .hmget(this.sessionKey(key), 'c', 'l', 'd')
      .del(this.sessionKey(key))
      .srem(this.accountSetKey(accountId), key)
      .exec();
    const [created, lastSeen, device] = (results?.[0]?.[1] ?? []) as (string | null)[];
    if (results?.[1]?.[1] !== 1 || !created) return null;
    return {
      key,
      device: device ?? '',
      createdAt: new Date(Number(created)),
      lastSeenAt: new Date(Number(lastSeen ?? created)),
    };
  }

  /** Ends one session (sign-out). */
  async end(session: Pick<OpsSession, 'key' | 'accountId'>): Promise<void> {
    await this.redis.client
      .multi()
      .del(this.sessionKey(session.key))
      .srem(this.accountSetKey(session.accountId), session.key)
      .exec();
  }

  /** Ends every session of the account, except `keep` (the session that changed the password). */
  async endAllForAccount(accountId: number, keep?: Pick<OpsSession, 'key'>): Promise<number> {
    const ended = await END_ALL(
      this.redis.client,
      [this.accountSetKey(accountId)],
      [this.sessionKey(''), keep?.key ?? ''],
    );
    return Number(ended);
  }

  private sessionKey(digest: string): string {
    return this.redis.key('session', digest);
  }

  private accountSetKey(accountId: number): string {
    return this.redis.key('account-sessions', accountId);
  }
}
