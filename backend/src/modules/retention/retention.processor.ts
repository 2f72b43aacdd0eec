import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Env } from '../../config/env.js';
import { JobSchedules } from '../../infra/queues/job-schedules.js';
import { JOBS, QUEUES, workerLockOptions } from '../../infra/queues/queues.js';
import { purgeExpiredAuditEntries } from '../audit/audit-log.repository.js';
import { DELETE_EXPIRED } from './retention-deletes.js';
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
    private readonly schedules: JobSchedules,
  ) {
    super();
  }

  // Not awaited: while Redis is away the command waits for it, and the worker should start (and say why it is
  // idle) meanwhile; the schedule is written once Redis answers, and again if Redis loses it.
  onApplicationBootstrap(): void {
    this.schedules.keep(RETENTION_SCHEDULER_ID, () =>
      this.queue.upsertJobScheduler(
        RETENTION_SCHEDULER_ID,
        { pattern: this.env.RETENTION_CRON, tz: 'Europe/London' },
        { name: JOBS.applyRetention, data: {} },
      ),
    );
  }

  async process(job: Job<RetentionJob>): Promise<Record<string, number>> {
    const now = job.data.now ? new Date(job.data.now) : new Date();
    const conn = this.em.fork();
    const deleted: Record<string, number> = {};
    for (const { rule, cutoff } of retentionCutoffs(now)) {
      let total = 0;
      const deleteBatch = DELETE_EXPIRED[rule.table];
      if (!deleteBatch) throw new Error(`No owner deletes expired rows of ${rule.table}`);
      for (;;) {
        const deletedNow = await deleteBatch(conn, rule, cutoff, BATCH);
        total += deletedNow;
        if (deletedNow < BATCH) break;
      }
      deleted[rule.table] = (deleted[rule.table] ?? 0) + total;
    }
    // The audit trail's period is enforced by the database (audit_log_purge), not by the job's `now`.
    let audit = 0;
    for (;;) {
      const purged = await purgeExpiredAuditEntries(conn, BATCH);
      audit += purged;
      if (purged < BATCH) break;
    }
    deleted.audit_log = audit;
    this.logger.log({ deleted, at: now.toISOString() }, 'Retention applied');
    return deleted;
  }
}
