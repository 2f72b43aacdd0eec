import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from '../redis/redis-connection.js';
import { IDEMPOTENCY_TTL_SECONDS, type IdempotencyRecord } from './idempotency-key.js';

export type ClaimOutcome =
  { kind: 'claimed' } | { kind: 'exists'; record: IdempotencyRecord } | { kind: 'unavailable' };

/**
 * Idempotency records in Redis, shared by every API copy. A claim is ONE round trip (`SET NX GET`: set the
 * pending record unless one exists, and return the one that does), so a request with a key costs one Redis
 * call before its handler runs. If Redis is down the request goes through without the guarantee (logged once):
 * a retry may then write twice, which is better than refusing every family's submission.
 */
@Injectable()
export class IdempotencyStore implements OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyStore.name);
  private readonly client: Redis;
  private warned = false;

  constructor(private readonly env: Env) {
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
  }

  async claim(recordKey: string, fingerprint: string): Promise<ClaimOutcome> {
    const pending: IdempotencyRecord = { fingerprint, state: 'pending' };
    try {
      const previous = (await this.client.call(
        'SET',
        recordKey,
        JSON.stringify(pending),
        'EX',
        IDEMPOTENCY_TTL_SECONDS,
        'NX',
        'GET',
      )) as string | null;
      this.warned = false;
      return previous === null
        ? { kind: 'claimed' }
        : { kind: 'exists', record: JSON.parse(previous) as IdempotencyRecord };
    } catch (error) {
      this.warnOnce(error);
      return { kind: 'unavailable' };
    }
  }

  async read(recordKey: string): Promise<IdempotencyRecord | null> {
    try {
      const value = await this.client.get(recordKey);
      return value === null ? null : (JSON.parse(value) as IdempotencyRecord);
    } catch (error) {
      this.warnOnce(error);
      return null;
    }
  }

  /** The first answer, kept for the key's remaining day; only what that answer held. */
  async answered(recordKey: string, fingerprint: string, status: number, body: unknown): Promise<void> {
    const record: IdempotencyRecord = { fingerprint, state: 'answered', status, body };
    try {
      await this.client.set(recordKey, JSON.stringify(record), 'EX', IDEMPOTENCY_TTL_SECONDS);
    } catch (error) {
      this.warnOnce(error);
    }
  }

  /** The first request failed and wrote nothing: a retry with the key should run again, not replay a failure. */
  async release(recordKey: string): Promise<void> {
    try {
      await this.client.del(recordKey);
    } catch (error) {
      this.warnOnce(error);
    }
  }

  private warnOnce(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn({ err: error }, 'Idempotency keys are not available; requests go through without them');
  }

  async onModuleDestroy(): Promise<void> {
    this.client.disconnect();
  }

  get prefix(): string {
    return this.env.QUEUE_PREFIX;
  }
}
