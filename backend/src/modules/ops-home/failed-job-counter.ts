import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Env } from '../../config/env.js';
import { QUEUES } from '../../infra/queues/queues.js';
import { redisOptionsFromUrl } from '../../infra/redis/redis-connection.js';

/**
 * Counts failed jobs (those that used up their attempts) over every queue, for the API process, which has no
 * queue module of its own. The queues are only read: nothing is added, and nothing here consumes a job.
 */
@Injectable()
export class FailedJobCounter implements OnModuleDestroy {
  private readonly connection: Redis;
  private readonly queues: Queue[];

  constructor(env: Env) {
    // One connection for every queue. While Redis is down a command fails at once instead of waiting in
    // ioredis's offline queue, and the connection keeps trying in the background.
    this.connection = new Redis({
      ...redisOptionsFromUrl(env.REDIS_URL),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: () => 1000,
      // Only counts are read: at close there is nothing to flush, so do not keep a closed socket's timer alive.
      disconnectTimeout: 100,
    });
    this.connection.on('error', () => undefined); // the figure says it (null); avoid log noise while down
    this.queues = Object.values(QUEUES).map((name) => {
      const queue = new Queue(name, { connection: this.connection, prefix: env.QUEUE_PREFIX });
      queue.on('error', () => undefined);
      return queue;
    });
  }

  /** The number of failed jobs, or null when Redis does not answer within timeoutMs. */
  async count(timeoutMs = 1000): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const counts = await Promise.race([
        Promise.all(this.queues.map((queue) => queue.getFailedCount())),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        }),
      ]);
      return counts.reduce((sum, n) => sum + n, 0);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
