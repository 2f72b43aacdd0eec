import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from '../../infra/redis/redis-connection.js';

/**
 * The Redis connection of ops sign-in: sessions, second-factor challenges and sign-in throttling. Commands
 * fail within seconds when Redis is away (the request then fails: sign-in is never allowed without them).
 */
@Injectable()
export class AuthRedis implements OnModuleDestroy {
  readonly client: Redis;
  private readonly prefix: string;

  constructor(env: Env) {
    this.prefix = `${env.QUEUE_PREFIX}:ops:`;
    this.client = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 2000,
    });
    this.client.on('error', () => undefined); // a failing command fails its request; no log line per retry
  }

  key(...parts: (string | number)[]): string {
    return `${this.prefix}${parts.join(':')}`;
  }

  onModuleDestroy(): void {
    this.client.disconnect();
  }
}

/** 32 random bytes (256 bits, ASVS 7.2.3 asks for 128+), base64url: session ids, CSRF tokens, challenges. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What Redis keys hold instead of a token: a stolen Redis dump gives no usable session id. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A Lua script run atomically by Redis (EVALSHA, loading it on first use). Atomic matters here: a session
 * is checked and extended in one step, and all of an account's sessions end in one step.
 */
export function luaScript(lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      return await client.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return client.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
