import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { Batcher } from '../../common/batching/batcher.js';
import { JOBS, QUEUES } from '../queues/queues.js';
import {
  MAIL_BATCH_SIZE,
  mailBatchJobId,
  mailJobId,
  SEND_EMAIL_BATCH_JOB,
  type MailBatchJob,
  type MailJob,
} from './mail-job.js';
import { groupBy } from '../../common/collections/group-by.js';

/** Retries with exponential backoff: 2 s, 4 s, 8 s ... about 8.5 minutes in all over 8 attempts. */
export function mailJobOptions(): JobsOptions {
  const delay = Number(process.env.MAIL_RETRY_DELAY_MS) >= 10 ? Number(process.env.MAIL_RETRY_DELAY_MS) : 2000;
  return { attempts: 8, backoff: { type: 'exponential', delay } };
}

/** Adds mail jobs from inside the worker (event reactions), in bulk, with deterministic job ids. */
@Injectable()
export class MailQueue {
  /**
   * Reactions to a burst of events (a wave of no-match alerts) enqueue at the same time: one round trip to
   * Redis for all of them, and the emails of one template and recipient role become one batch job.
   */
  private readonly adds: Batcher<readonly MailJob[], void>;

  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue) {
    this.adds = new Batcher<readonly MailJob[], void>(
      async (lists) => {
        await this.queue.addBulk(bulkJobs(lists.flat()));
        return lists.map(() => undefined);
      },
      { maxInFlight: 2, maxBatchSize: MAIL_BATCH_SIZE },
    );
  }

  async enqueue(jobs: readonly MailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.adds.call(jobs);
  }

  /**
   * Adds one batch job per `size` subjects (one template, one recipient role): far fewer queue and database
   * round trips than a job per email. Each email is still claimed under its own idempotency key.
   */
  async enqueueBatches(
    template: MailBatchJob['template'],
    recipientRole: MailBatchJob['recipientRole'],
    subjectIds: readonly string[],
    size = MAIL_BATCH_SIZE,
  ): Promise<void> {
    if (subjectIds.length === 0) return;
    const options = mailJobOptions();
    const jobs = [];
    for (let i = 0; i < subjectIds.length; i += size) {
      const batch: MailBatchJob = { template, recipientRole, subjectIds: subjectIds.slice(i, i + size) };
      jobs.push({ name: SEND_EMAIL_BATCH_JOB, data: batch, opts: { ...options, jobId: mailBatchJobId(batch) } });
    }
    await this.queue.addBulk(jobs);
  }
}

/**
 * One job per email, except that emails of the same template and recipient role (and no recipient record)
 * are grouped into batch jobs. Each email keeps its own idempotency key either way.
 */
export function bulkJobs(jobs: readonly MailJob[]): Parameters<Queue['addBulk']>[0] {
  const options = mailJobOptions();
  const single = (job: MailJob) => ({
    name: JOBS.sendEmail,
    data: { ...job },
    opts: { ...options, jobId: mailJobId(job) },
  });
  const toRecord = jobs.filter((job) => job.recipientId !== undefined && job.recipientId !== null);
  const toRole = jobs.filter((job) => job.recipientId === undefined || job.recipientId === null);
  const out: Parameters<Queue['addBulk']>[0] = toRecord.map(single);
  for (const group of groupBy(toRole, (job) => `${job.template}/${job.recipientRole}`).values()) {
    if (group.length === 1) {
      out.push(single(group[0]));
      continue;
    }
    const batch: MailBatchJob = {
      template: group[0].template,
      recipientRole: group[0].recipientRole,
      subjectIds: group.map((job) => job.subjectId),
    };
    out.push({ name: SEND_EMAIL_BATCH_JOB, data: batch, opts: { ...options, jobId: mailBatchJobId(batch) } });
  }
  return out;
}
