import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from '../../infra/redis/redis-connection.js';
import type { RateLimitPolicy } from './rate-limit.decorator.js';
import { derivedKeysOf } from '../../config/derived-keys.js';
import { emailRateLimitKey, normaliseEmail, rateLimitKey } from './rate-limit-key.js';
import { rateLimitPolicies, type RateLimitPolicySettings, type RateLimitRule } from './rate-limit-policies.js';

export type RateLimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; limitedBy: 'client' | 'email' };

/**
 * Counts requests per client, and per contact email on the forms that carry one, in Redis, so the limits hold
 * across every API copy. If Redis is down the per-process insurance limiter takes over, and if even that fails the
 * request is let through: a limit must never take the site down. The failure is logged once, not per request.
 * RATE_LIMITS=off (benchmarks, load tests; refused in production) lets everything through without touching Redis.
 */
@Injectable()
export class RateLimiterService implements OnModuleDestroy {
  private readonly logger = new Logger(RateLimiterService.name);
  private readonly client?: Redis;
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly policies: Record<RateLimitPolicy, RateLimitPolicySettings>;
  private readonly emailSecret: Buffer;
  private readonly clientKey: Buffer;
  private warned = false;

  constructor(env: Env) {
    this.policies = rateLimitPolicies(env);
    // Its own key, derived from LINK_SIGNING_SECRET: without it a key in Redis cannot be tested against a list of
    // addresses (a plain hash could).
    this.emailSecret = derivedKeysOf(env).get('email-rate-limits');
    this.clientKey = derivedKeysOf(env).get('client-hash');
    if (env.RATE_LIMITS === 'off') {
      this.logger.warn('RATE_LIMITS=off: every rate limit is switched off');
      return;
    }
    const client = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => 1000,
    });
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
    this.client = client;
    const make = (name: string, { points, durationSeconds: duration }: RateLimitRule) =>
      this.limiters.set(
        name,
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${env.QUEUE_PREFIX}:rl:${name}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points, duration }),
        }),
      );
    for (const [policy, { perClient, perEmail }] of Object.entries(this.policies)) {
      make(policy, perClient);
      if (perEmail) make(`${policy}-email`, perEmail);
    }
  }

  /**
   * Counts one request against the policy: first its client, then (when the policy has one and the body gives an
   * address) its contact email. A request refused for its client is not counted against the address.
   */
  async consume(policy: RateLimitPolicy, ip: string | undefined, body: unknown): Promise<RateLimitDecision> {
    if (!this.client) return { allowed: true };
    const byClient = await this.consumeOne(policy, rateLimitKey(policy, ip, this.clientKey));
    if (byClient !== undefined) return { allowed: false, retryAfterSeconds: byClient, limitedBy: 'client' };
    const perEmail = this.policies[policy].perEmail;
    const email = perEmail && normaliseEmail(fieldOf(body, perEmail.field));
    if (email) {
      const name = `${policy}-email`;
      const byEmail = await this.consumeOne(name, emailRateLimitKey(name, email, this.emailSecret));
      if (byEmail !== undefined) return { allowed: false, retryAfterSeconds: byEmail, limitedBy: 'email' };
    }
    return { allowed: true };
  }

  /** undefined when allowed; otherwise the seconds until the next request would be. */
  private async consumeOne(limiter: string, key: string): Promise<number | undefined> {
    try {
      await this.limiters.get(limiter)!.consume(key);
      if (this.warned && this.client?.status === 'ready') this.warned = false;
      return undefined;
    } catch (result) {
      if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      if (!this.warned) {
        this.warned = true;
        this.logger.warn({ err: result }, 'Rate limiting is not available; letting requests through');
      }
      return undefined;
    }
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
  }
}

function fieldOf(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}
