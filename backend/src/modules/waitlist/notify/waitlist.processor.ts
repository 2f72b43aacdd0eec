import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, workerLockOptions } from '../../../infra/queues/queues.js';
import { MailQueue } from '../../../infra/mail/mail-queue.js';
import { waitlistAreaCovered } from '../waitlist.email-templates.js';

export interface NotifyWaitlistJob {
  coverageChangeId: string;
}

/** Entries handed to the mail queue per round: bounded memory and small transactions, whatever the list size. */
export const NOTIFY_PAGE_SIZE = 1000;

/**
 * After coverage grows: mail batch jobs (100 entries each) for the not-yet-notified waitlist entries in the
 * newly covered districts.
 * Pages through the entries by id (keyset), so 10,000 or 1,000,000 entries cost the same memory.
 * Safe to run twice: batch job ids follow their content and the email log is per entry, and the mail processor skips entries
 * already notified; it records the notification when the email is accepted.
 */
@Processor(QUEUES.waitlist, { ...workerLockOptions(), concurrency: 2 })
export class WaitlistProcessor extends WorkerHost {
  private readonly logger = new Logger(WaitlistProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly mailQueue: MailQueue,
  ) {
    super();
  }

  async process(job: Job<NotifyWaitlistJob>): Promise<{ queued: number }> {
    const conn = this.em.fork();
    const [change] = await conn.execute<{ districts: string[] }[]>(
      `select districts from coverage_change where id = ? and action = 'activated'`,
      [job.data.coverageChangeId],
    );
    if (!change) return { queued: 0 };
    let after = '00000000-0000-0000-0000-000000000000';
    let queued = 0;
    for (;;) {
      // Each entry handed on is marked with this change, so the dashboard can count the change's progress.
      const page = await conn.execute<{ id: string }[]>(
        `with page as (
           select w.id from waitlist_entry w join postcode_district d on d.district = w.district and d.covered
           where w.district in (?) and not w.notified and w.id > ? order by w.id limit ?
         )
         update waitlist_entry w set coverage_change_id = ? from page where w.id = page.id returning w.id`,
        [change.districts, after, NOTIFY_PAGE_SIZE, job.data.coverageChangeId],
      );
      page.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (page.length === 0) break;
      await this.mailQueue.enqueueBatches(
        waitlistAreaCovered.name,
        'joiner',
        page.map((row) => row.id),
      );
      queued += page.length;
      after = page[page.length - 1].id;
      await job.updateProgress({ queued });
    }
    this.logger.log({ coverageChangeId: job.data.coverageChangeId, queued }, 'Waitlist notifications queued');
    return { queued };
  }
}
