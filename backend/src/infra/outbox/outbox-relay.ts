import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Env } from '../../config/env.js';
import { BackgroundLoop } from '../background/background-loop.js';
import { RedisReachability } from '../redis/redis-reachability.js';
import { jobsForRoute, type OutboxRoute, type OutboxRow, type RelayedJob } from './outbox-route.js';
import { OutboxRoutes } from './outbox-routes.js';
import { groupBy } from '../../common/collections/group-by.js';
import { outboxJobsRelayedAgain, redisDataLosses } from '../metrics/metrics.js';
import { JobSchedules } from '../queues/job-schedules.js';

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
/** Jobs of relayed rows asked about in one pass of the recheck. */
const RECHECK_BATCH = 1000;

/** How a relayed row's job stands in Redis, for the recheck. */
type JobFate = 'done' | 'lost' | 'waiting';

/**
 * Moves outbox rows into their BullMQ queues and marks them relayed, in one database transaction; a row is
 * deleted once its job has run (OutboxAcknowledgements). Rows are claimed with FOR UPDATE SKIP LOCKED, so any
 * number of worker processes can relay side by side. If Redis is down the transaction rolls back and the rows
 * wait: nothing a family submitted is lost. A row can be sent twice (Redis accepted it, then the update failed):
 * job ids make that harmless.
 *
 * Redis holds nothing PostgreSQL cannot rebuild: every OUTBOX_RECHECK_INTERVAL_MS the relay asks Redis about the
 * jobs of rows relayed longer ago than that. A job it no longer has (a flush, a failover to a replica behind, a
 * restore) is handed on again; a job that ran but whose acknowledgement was lost has its rows deleted. A marker
 * key tells when Redis has lost everything: then every relayed row is checked at once and the job schedules are
 * written again. Every job is safe to run twice, so a job run again costs time, never a second email or match.
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
    private readonly schedules: JobSchedules,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start(() => this.run());
  }

  /** The key whose absence says Redis lost its data since this deployment's workers first wrote it. */
  private get markerKey(): string {
    return `${this.env.QUEUE_PREFIX}:outbox-relay:alive`;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Relays one batch; returns how many rows it moved. Exposed for tests and the benchmark. */
  async relayBatch(limit = BATCH_SIZE): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      // Only routed topics: a row nobody routes (written by a newer release, or a mistake) waits without holding up
      // the others, and the background work check alerts the coordinators once it is old.
      const rows = await tx.execute<OutboxRow[]>(
        `select id, topic, aggregate_id, payload, trace_context from outbox_message where relayed_at is null and topic in (?)
         order by id limit ? for update skip locked`,
        [this.routes.topics, limit],
      );
      if (rows.length === 0) return 0;
      const routeOf = (row: OutboxRow): OutboxRoute => this.routes.get(row.topic)!;
      const byQueue = new Map<string, RelayedJob[]>();
      for (const [route, routeRows] of groupBy(rows, routeOf)) {
        const jobs = byQueue.get(route.queue) ?? [];
        jobs.push(...jobsForRoute(route, routeRows));
        byQueue.set(route.queue, jobs);
      }
      await withTimeout(
        Promise.all(
          [...byQueue].map(([queue, jobs]) =>
            this.queue(queue).addBulk(jobs.map(({ name, data, opts }) => ({ name, data, opts }))),
          ),
        ),
        ENQUEUE_TIMEOUT_MS,
      );
      const relayed = [...byQueue].flatMap(([queue, jobs]) =>
        jobs.flatMap((job) => job.rowIds.map((id) => ({ id, job: this.jobKey(queue, job.opts.jobId!) }))),
      );
      await tx.execute(
        `update outbox_message o set relayed_at = now(), relayed_job = r.job
         from jsonb_to_recordset(?::jsonb) as r(id bigint, job text) where o.id = r.id`,
        [JSON.stringify(relayed)],
      );
      return rows.length;
    });
  }

  /**
   * How a relayed row names its job: `<prefix>:<queue>:<job id>`, as Redis keys it. Rows relayed under another
   * QUEUE_PREFIX (another environment sharing the database, as the tests do) are left to that one's workers.
   */
  jobKey(queue: string, jobId: string): string {
    return `${this.env.QUEUE_PREFIX}:${queue}:${jobId}`;
  }

  /** Deletes the rows of jobs that have run (called as jobs complete, in batches). */
  async acknowledge(jobKeys: readonly string[]): Promise<void> {
    if (jobKeys.length === 0) return;
    await this.orm.em.fork().execute('delete from outbox_message where relayed_job in (?)', [jobKeys]);
  }

  /**
   * Asks Redis about the jobs of rows relayed more than `olderThanMs` ago (oldest first, up to RECHECK_BATCH jobs):
   * hands on again those it no longer has, deletes the rows of those that have run or failed for good.
   */
  async recheckRelayed(olderThanMs: number): Promise<{ checked: number; lost: number; done: number }> {
    const em = this.orm.em.fork();
    const rows = await em.execute<{ relayed_job: string }[]>(
      `select relayed_job from outbox_message
       where relayed_at < now() - ? * interval '1 millisecond' and starts_with(relayed_job, ?)
       group by relayed_job order by min(relayed_at) limit ?`,
      [olderThanMs, `${this.env.QUEUE_PREFIX}:`, RECHECK_BATCH],
    );
    const fates = new Map<JobFate, string[]>([
      ['done', []],
      ['lost', []],
      ['waiting', []],
    ]);
    for (let i = 0; i < rows.length; i += 50) {
      const keys = rows.slice(i, i + 50).map((row) => row.relayed_job);
      const states = await Promise.all(keys.map((key) => this.jobFate(key)));
      keys.forEach((key, k) => fates.get(states[k])!.push(key));
    }
    const [done, lost] = [fates.get('done')!, fates.get('lost')!];
    if (done.length) await em.execute('delete from outbox_message where relayed_job in (?)', [done]);
    if (lost.length) {
      // Relayed again by the next batch, with the jobs its routes make (the same ids for the same rows).
      await em.execute(
        'update outbox_message set relayed_at = null, relayed_job = null where relayed_job in (?) and relayed_at is not null',
        [lost],
      );
      const byQueue = groupBy(lost, (key) => this.splitJobKey(key)[0]);
      for (const [queue, keys] of byQueue) outboxJobsRelayedAgain.inc({ queue }, keys.length);
      this.logger.warn(
        { jobs: lost.length, queues: [...byQueue.keys()] },
        'Redis no longer had jobs the outbox had handed on: handing them on again',
      );
    }
    return { checked: rows.length, lost: lost.length, done: done.length };
  }

  /**
   * Whether Redis still has the marker this deployment's workers wrote; when it does not, Redis lost its data:
   * the marker is written again, the schedules too, and every relayed row is checked now. Returns true on a loss.
   */
  async checkForLostRedisData(): Promise<boolean> {
    const client = await this.queue(this.routes.queues[0]).getBackend().client;
    // The first worker of a new deployment writes it; a restarted worker finds it there. Two workers that both find
    // it gone both rebuild, which is harmless.
    const missing = (await client.get(this.markerKey)) === null;
    if (missing) await client.set(this.markerKey, new Date().toISOString());
    if (!this.markerSeen) {
      this.markerSeen = true;
      // A Redis without the marker at start-up is new, or was emptied while no worker ran: check every relayed row.
      if (missing) await this.recheckAll();
      return false;
    }
    if (!missing) return false;
    redisDataLosses.inc();
    this.logger.error('Redis has lost its data (its marker key is gone): rebuilding the queued work from PostgreSQL');
    await this.schedules.rewrite();
    await this.recheckAll();
    return true;
  }

  private async recheckAll(): Promise<void> {
    for (;;) {
      const { checked, lost, done } = await this.recheckRelayed(0);
      // Rows still waiting in a queue stay relayed: stop once a pass changes nothing or finds less than a batch.
      if (checked < RECHECK_BATCH || lost + done === 0) break;
    }
  }

  private markerSeen = false;

  private async jobFate(key: string): Promise<JobFate> {
    const [queue, id] = this.splitJobKey(key);
    const state = await this.queue(queue).getJobState(id);
    if (state === 'unknown') return 'lost';
    if (state === 'completed' || state === 'failed') return 'done';
    return 'waiting';
  }

  private splitJobKey(key: string): [queue: string, jobId: string] {
    const rest = key.slice(this.env.QUEUE_PREFIX.length + 1);
    const at = rest.indexOf(':');
    return [rest.slice(0, at), rest.slice(at + 1)];
  }

  private async run(): Promise<void> {
    let failures = 0;
    let nextRecheck = Date.now() + this.env.OUTBOX_RECHECK_INTERVAL_MS;
    while (this.loop.running) {
      try {
        if (!this.markerSeen || Date.now() >= nextRecheck) {
          nextRecheck = Date.now() + this.env.OUTBOX_RECHECK_INTERVAL_MS;
          if (!(await this.checkForLostRedisData())) await this.recheckRelayed(this.env.OUTBOX_RECHECK_INTERVAL_MS);
        }
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
