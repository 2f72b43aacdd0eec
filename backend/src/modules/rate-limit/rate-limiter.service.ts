import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from '../../infra/redis/redis-connection.js';
import type { RateLimitPolicy } from './rate-limit.decorator.js';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts requests per client in Redis, so the limit holds across every API copy. If Redis is down the
 * per-process insurance limiter takes over, and if even that fails the request is let through: tracking
 * must never take the site down. The failure is logged once, not per request.
 */
@Injectable()
export class RateLimiterService implements OnModuleDestroy {
  private readonly logger = new Logger(RateLimiterService.name);
  private readonly client: Redis;
  private readonly limiters: Record<RateLimitPolicy, RateLimiterRedis>;
  private warned = false;

  constructor(env: Env) {
    this.client = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => 1000,
    });
    this.client.on('error', () => undefined);
    this.client.connect().catch(() => undefined);
    const make = (name: RateLimitPolicy, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${env.QUEUE_PREFIX}:rl:${name}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
    this.limiters = {
      tracking: make('tracking', env.TRACKING_RATE_LIMIT_PER_MINUTE, 60),
      forms: make('forms', env.FORMS_RATE_LIMIT_PER_HOUR, 3600),
    };
  }

  async consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    try {
      await this.limiters[policy].consume(key);
      if (this.warned && this.client.status === 'ready') this.warned = false;
      return { allowed: true };
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      }
      if (!this.warned) {
        this.warned = true;
        this.logger.warn({ err: result }, 'Rate limiting is not available; letting requests through');
      }
      return { allowed: true };
    }
  }

  onModuleDestroy(): void {
    this.client.disconnect();
  }
}
