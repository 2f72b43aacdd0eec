import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Env } from '../../config/env.js';
import { JOBS, QUEUES, workerLockOptions } from '../../infra/queues/queues.js';
import { retentionCutoffs } from './retention-policy.js';

const BATCH = 5000;
export const RETENTION_SCHEDULER_ID = 'daily-retention';

export interface RetentionJob {
  /** ISO time to apply the policy at; defaults to now (tests and back-fills pass one). */
  now?: string;
}

/**
 * Deletes what is past its retention window, in batches of 5,000 rows (short transactions, no long
 * locks). A BullMQ job scheduler runs it daily; running it twice is harmless.
 */
@Processor(QUEUES.retention, workerLockOptions())
export class RetentionProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(RetentionProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    @InjectQueue(QUEUES.retention) private readonly queue: Queue,
  ) {
    super();
  }

  // Not awaited: while Redis is away the command waits for it, and the worker should start (and say why it is
  // idle) meanwhile; the schedule is written once Redis answers.
  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(
        RETENTION_SCHEDULER_ID,
        { pattern: this.env.RETENTION_CRON, tz: 'Europe/London' },
        { name: JOBS.applyRetention, data: {} },
      )
      .catch((error: unknown) => this.logger.error({ err: error }, 'Could not schedule the retention job'));
  }

  async process(job: Job<RetentionJob>): Promise<Record<string, number>> {
    const now = job.data.now ? new Date(job.data.now) : new Date();
    const conn = this.em.fork();
    const deleted: Record<string, number> = {};
    for (const { rule, cutoff } of retentionCutoffs(now)) {
      let total = 0;
      for (;;) {
        // Table and column names come from the fixed rule list, never from input.
        const rows = await conn.execute<unknown[]>(
          `delete from "${rule.table}" where ctid in (select ctid from "${rule.table}" where "${rule.column}" < ?${rule.where ? ` and ${rule.where}` : ''} limit ${BATCH}) returning 1`,
          [cutoff],
        );
        total += rows.length;
        if (rows.length < BATCH) break;
      }
      deleted[rule.table] = (deleted[rule.table] ?? 0) + total;
    }
    this.logger.log({ deleted, at: now.toISOString() }, 'Retention applied');
    return deleted;
  }
}
