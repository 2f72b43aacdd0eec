import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { OpsFailedJob, OpsQueueCounts } from '@physio/api-contract';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { DomainError } from '../../common/errors/domain-error.js';
import { Env } from '../../config/env.js';
import { QUEUE_NAMES, type QueueName } from '../../infra/queues/queues.js';
import { redisOptionsFromUrl } from '../../infra/redis/redis-connection.js';
import { failedJobView } from './failed-job-view.js';
import { QueueHealthErrors } from './queue-health.errors.js';

export { RedisUnavailableError } from './queue-health.errors.js';

const TIMEOUT_MS = 2000;

/**
 * Reads and repairs the BullMQ queues from outside their workers (the API process, and the worker's health
 * check): counts, failed jobs, retry, remove. Its own connection fails a command at once while Redis is down (no
 * offline queue), so a page or a check never hangs on an outage; it keeps reconnecting in the background.
 */
@Injectable()
export class QueueInspector implements OnModuleDestroy {
  private readonly connection: Redis;
  private readonly queues: Map<QueueName, Queue>;

  constructor(env: Env) {
    this.connection = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => 1000,
      disconnectTimeout: 100,
    });
    this.connection.on('error', () => undefined); // the page and the check say it; no log line per retry
    this.queues = new Map(
      QUEUE_NAMES.map((name) => {
        const queue = new Queue(name, { connection: this.connection, prefix: env.QUEUE_PREFIX });
        queue.on('error', () => undefined);
        return [name, queue];
      }),
    );
  }

  /** Counts of every queue, in QUEUE_NAMES order. */
  counts(): Promise<OpsQueueCounts[]> {
    return this.withRedis(() =>
      Promise.all(
        [...this.queues].map(async ([name, queue]) => {
          const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed');
          return {
            queue: name,
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active ?? 0,
            delayed: c.delayed ?? 0,
            failed: c.failed ?? 0,
            completed: c.completed ?? 0,
          };
        }),
      ),
    );
  }

  /** Failed jobs over every queue. */
  failedCount(): Promise<number> {
    return this.withRedis(async () => {
      const counts = await Promise.all([...this.queues.values()].map((queue) => queue.getFailedCount()));
      return counts.reduce((sum, n) => sum + n, 0);
    });
  }

  /** The newest `perQueue` failed jobs of each queue. */
  failedJobs(perQueue: number): Promise<OpsFailedJob[]> {
    return this.withRedis(async () => {
      const lists = await Promise.all(
        [...this.queues].map(async ([name, queue]) =>
          (await queue.getFailed(0, perQueue - 1)).filter(Boolean).map((job) => failedJobView(name, job)),
        ),
      );
      return lists.flat();
    });
  }

  /** Moves one failed job back to waiting: it runs again with the attempts it has left (at least one). */
  retry(queue: QueueName, jobId: string): Promise<void> {
    return this.withRedis(async () => {
      const job = await this.failedJob(queue, jobId, 'retried');
      await job.retry('failed').catch((error: unknown) => {
        throw conflictUnlessGone(error, 'retried');
      });
    });
  }

  /** Moves every failed job of a queue back to waiting; answers how many there were. */
  retryFailed(queue: QueueName): Promise<number> {
    return this.withRedis(async () => {
      const q = this.queue(queue);
      const failed = await q.getFailedCount();
      if (failed > 0) await q.retryJobs({ state: 'failed', count: 1000 });
      return failed;
    });
  }

  /** Deletes one failed job for good (its record stays as it is; only the attempt is forgotten). */
  remove(queue: QueueName, jobId: string): Promise<void> {
    return this.withRedis(async () => {
      const job = await this.failedJob(queue, jobId, 'removed');
      await job.remove().catch((error: unknown) => {
        throw conflictUnlessGone(error, 'removed');
      });
    });
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw QueueHealthErrors.queueNotFound();
    return queue;
  }

  private async failedJob(queue: QueueName, jobId: string, action: string): Promise<Job> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job) throw QueueHealthErrors.jobNotFound();
    const state = await job.getState();
    if (state !== 'failed') {
      throw QueueHealthErrors.jobNotFailed(action, state);
    }
    return job;
  }

  /** Runs a Redis task; an unreachable Redis or one that does not answer within the timeout is a 503. */
  private async withRedis<T>(task: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(QueueHealthErrors.redisUnavailable()), TIMEOUT_MS);
    });
    try {
      // Just after start the connection may still be connecting: wait for it rather than say Redis is down.
      if (this.connection.status !== 'ready') await Promise.race([once(this.connection, 'ready'), timeout]);
      return await Promise.race([task(), timeout]);
    } catch (error) {
      if (error instanceof DomainError || this.connection.status === 'ready') throw error;
      throw QueueHealthErrors.redisUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.connection.disconnect();
  }
}

/** BullMQ refused to move the job: someone else retried or removed it a moment ago, or a worker holds it. */
function conflictUnlessGone(error: unknown, action: string): DomainError {
  const message = error instanceof Error ? error.message : '';
  if (/Missing key|does not exist/i.test(message)) return QueueHealthErrors.jobNotFound();
  return QueueHealthErrors.jobChangedMeanwhile(action);
}
