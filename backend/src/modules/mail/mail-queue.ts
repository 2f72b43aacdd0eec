import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { JOBS, QUEUES } from '../../infra/queues/queues.js';
import { mailJobId, type MailJob } from './mail-job.js';

/** Retries with exponential backoff: 2 s, 4 s, 8 s ... about 8.5 minutes in all over 8 attempts. */
export function mailJobOptions(): JobsOptions {
  const delay = Number(process.env.MAIL_RETRY_DELAY_MS) >= 10 ? Number(process.env.MAIL_RETRY_DELAY_MS) : 2000;
  return { attempts: 8, backoff: { type: 'exponential', delay } };
}

/** Adds mail jobs from inside the worker (event reactions), in bulk, with deterministic job ids. */
@Injectable()
export class MailQueue {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue) {}

  async enqueue(jobs: readonly MailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const options = mailJobOptions();
    await this.queue.addBulk(
      jobs.map((job) => ({
        name: JOBS.sendEmail,
        data: { ...job },
        opts: { ...options, jobId: mailJobId(job) },
      })),
    );
  }
}
