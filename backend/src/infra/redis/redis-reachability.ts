import { Global, Injectable, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Env } from '../../config/env.js';
import { errorSummary } from '../logging/safe-error.js';
import { redisOptionsFromUrl, redisReconnectDelay } from './redis-connection.js';

/** Error codes and messages of a Redis that cannot be reached (as opposed to a command Redis refused). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const CONNECTION_MESSAGES =
  /connection is closed|stream isn't writeable|max retries per request|socket closed|connect etimedout|command timed out/i;

export function isRedisConnectionError(error: unknown): boolean {
  const { code, message, name } = (error ?? {}) as { code?: unknown; message?: unknown; name?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
    name === 'MaxRetriesPerRequestError' ||
    (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
  );
}

/** Other errors with the same message are logged at most this often (a failing loop would repeat them). */
const REPEAT_LOG_INTERVAL_MS = 60_000;

/**
 * Says when Redis becomes unreachable and when it is back, once each, for the whole process. Every Redis user
 * (BullMQ workers and queues, the outbox relay) hands its errors here instead of logging them: during an outage
 * a worker's dozen connections would otherwise print several stack traces a second. A connection of its own,
 * reconnecting with backoff, decides whether Redis answers, so that one lagging connection's error after
 * recovery does not report a second outage.
 */
@Injectable()
export class RedisReachability implements OnModuleDestroy {
  private readonly logger = new Logger('Redis');
  private readonly probe: Redis;
  private readonly address: string;
  private downSince: number | null = null;
  private readonly lastLogged = new Map<string, number>();

  constructor(env: Env) {
    const options = redisOptionsFromUrl(env.REDIS_URL);
    this.address = `${options.host}:${options.port}`;
    this.probe = new Redis({
      ...options,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 2000,
      retryStrategy: redisReconnectDelay,
    });
    this.probe.on('error', (error: unknown) => this.report(error));
    this.probe.on('ready', () => this.reachable());
    this.probe.connect().catch(() => undefined);
  }

  /** True from the first connection failure until the probe connection is ready again. */
  get isDown(): boolean {
    return this.downSince !== null;
  }

  /** An error from any Redis user: an outage is logged once; other errors at most once a minute each. */
  report(error: unknown): void {
    if (!isRedisConnectionError(error)) {
      if (this.isDown) return; // anything failing during an outage is the outage
      const summary = errorSummary(error);
      const now = Date.now();
      if (now - (this.lastLogged.get(summary) ?? 0) < REPEAT_LOG_INTERVAL_MS) return;
      this.lastLogged.set(summary, now);
      this.logger.error({ err: error }, `Redis error: ${summary}`);
      return;
    }
    if (this.isDown) return;
    if (this.probe.status === 'ready') {
      // Another connection failed while ours is fine: believe it only if Redis does not answer us either.
      void this.probe.ping().then(
        () => undefined,
        (pingError: unknown) => this.unreachable(pingError),
      );
      return;
    }
    this.unreachable(error);
  }

  private unreachable(error: unknown): void {
    if (this.isDown) return;
    this.downSince = Date.now();
    this.logger.warn({ reason: errorSummary(error) }, `Redis at ${this.address} is unreachable; retrying`);
  }

  private reachable(): void {
    if (this.downSince === null) return;
    const seconds = Math.round((Date.now() - this.downSince) / 1000);
    this.downSince = null;
    this.logger.warn(`Redis at ${this.address} is reachable again (unreachable for ${seconds} s)`);
  }

  onModuleDestroy(): void {
    this.probe.disconnect();
  }
}

/** One RedisReachability per process (the API and the worker import this once, at their root). */
@Global()
@Module({ providers: [RedisReachability], exports: [RedisReachability] })
export class RedisReachabilityModule {}
