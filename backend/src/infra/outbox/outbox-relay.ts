import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Env } from '../../config/env.js';
import { BackgroundLoop } from '../background/background-loop.js';
import { RedisReachability } from '../redis/redis-reachability.js';
import { jobsForRoute, type OutboxRoute, type OutboxRow } from './outbox-route.js';
import { OutboxRoutes } from './outbox-routes.js';
import { groupBy } from '../../common/collections/group-by.js';

const BATCH_SIZE = 500;
const ENQUEUE_TIMEOUT_MS = 5000;
const MAX_BACKOFF_MS = 10000;
/**
 * After a poll that found events, the next comes this soon (idle polls wait OUTBOX_POLL_INTERVAL_MS). Under
 * load the relay then hands over small batches often rather than a large one every interval, so the worker's
 * matching, and PostgreSQL's share of it, arrive smoothly instead of in bursts that slow families' requests.
 * An idle relay still polls at the slower pace, since a fast idle poll costs the worker CPU for nothing
 * (figures in docs/benchmarks.md).
 */
const BUSY_POLL_INTERVAL_MS = 25;

/**
 * Moves outbox rows into their BullMQ queues, then deletes them, in one database transaction.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of worker processes can relay side by side.
 * If Redis is down the transaction rolls back and the rows wait: nothing a family submitted is lost.
 * A row can be sent twice (Redis accepted it, then the delete failed): job ids make that harmless.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly loop = new BackgroundLoop();

  constructor(
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
    private readonly env: Env,
    private readonly routes: OutboxRoutes,
    private readonly redis: RedisReachability,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start(() => this.run());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Relays one batch; returns how many rows it moved. Exposed for tests and the benchmark. */
  async relayBatch(limit = BATCH_SIZE): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        'select id, topic, aggregate_id, payload from outbox_message order by id limit ? for update skip locked',
        [limit],
      );
      if (rows.length === 0) return 0;
      const routeOf = (row: OutboxRow): OutboxRoute => {
        const route = this.routes.get(row.topic);
        if (!route) throw new Error(`No outbox route for topic "${row.topic}"`);
        return route;
      };
      const byQueue = new Map<string, Parameters<Queue['addBulk']>[0]>();
      for (const [route, routeRows] of groupBy(rows, routeOf)) {
        const jobs = byQueue.get(route.queue) ?? [];
        jobs.push(...jobsForRoute(route, routeRows));
        byQueue.set(route.queue, jobs);
      }
      await withTimeout(
        Promise.all([...byQueue].map(([queue, jobs]) => this.queue(queue).addBulk(jobs))),
        ENQUEUE_TIMEOUT_MS,
      );
      await tx.execute('delete from outbox_message where id in (?)', [rows.map((row) => row.id)]);
      return rows.length;
    });
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.loop.running) {
      try {
        const moved = await this.relayBatch();
        failures = 0;
        if (moved === BATCH_SIZE) continue; // more waiting: go straight on
        await this.loop.pause(
          moved > 0
            ? Math.min(BUSY_POLL_INTERVAL_MS, this.env.OUTBOX_POLL_INTERVAL_MS)
            : this.env.OUTBOX_POLL_INTERVAL_MS,
        );
      } catch (error) {
        failures++;
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(failures, 6));
        // While Redis is unreachable, RedisReachability has said so once: these failures are that outage.
        if (!this.redis.isDown && (failures === 1 || failures % 20 === 0)) {
          this.logger.warn(
            { err: error, failures, retryInMs: delay },
            'Outbox relay could not hand events to the queues',
          );
        }
        await this.loop.pause(delay);
      }
    }
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not accept the jobs within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
