import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from './redis-connection.js';

/** A connection used only to answer "is Redis up": it fails fast instead of queueing commands. */
@Injectable()
export class RedisHealth implements OnModuleDestroy {
  private readonly client: Redis;

  constructor(env: Env) {
    this.client = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => 1000,
    });
    this.client.on('error', () => undefined); // state is reported by ping(); avoid log noise while down
    this.client.connect().catch(() => undefined);
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    try {
      const reply = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return reply === 'PONG';
    } catch {
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.client.disconnect();
  }
}
