import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, workerLockOptions } from '../../../infra/queues/queues.js';
import { takeOnWaitlistPage } from '../waitlist-entry.repository.js';

export interface NotifyWaitlistJob {
  coverageChangeId: string;
}

/** Entries asked for per round: bounded memory and small transactions, whatever the list size. */
export const NOTIFY_PAGE_SIZE = 1000;

/**
 * After coverage grows: asks for the area-covered email of every not-yet-notified waitlist entry in the newly
 * covered districts, as `mail.requested` outbox rows written with the entry's mark (the relay hands them to the
 * mail queue as batch jobs of up to 100 entries). Pages through the entries by id (keyset), so 10,000 or 1,000,000
 * entries cost the same memory. Safe to run twice: the email log is per entry, and the mail processor skips entries
 * already notified; it records the notification when the email is accepted.
 */
@Processor(QUEUES.waitlist, { ...workerLockOptions(), concurrency: 2 })
export class WaitlistProcessor extends WorkerHost {
  private readonly logger = new Logger(WaitlistProcessor.name);

  constructor(private readonly em: EntityManager) {
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
      // Each entry asked for is marked with this change, so the dashboard can count the change's progress.
      const page = await takeOnWaitlistPage(conn, change.districts, after, NOTIFY_PAGE_SIZE, job.data.coverageChangeId);
      page.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (page.length === 0) break;
      queued += page.length;
      after = page[page.length - 1].id;
      await job.updateProgress({ queued });
    }
    this.logger.log({ coverageChangeId: job.data.coverageChangeId, queued }, 'Waitlist notifications asked for');
    return { queued };
  }
}
