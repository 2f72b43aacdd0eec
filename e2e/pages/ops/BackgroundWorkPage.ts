import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Background work: each queue's counts, the outbox, and the failed jobs with Retry and Remove. */
export class BackgroundWorkPage extends OpsLayout {
  readonly queues: Locator;

  constructor(page: Page) {
    super(page);
    this.queues = this.main.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.open('/background-work');
    await expect(this.title).toHaveText('Background work');
  }

  /** A queue's row in the counts table, e.g. "mail". */
  queueRow(queue: string): Locator {
    return this.queues.getByRole('row', { name: new RegExp(`^${queue}\\b`) });
  }

  /** The failed jobs' cards (articles named by job kind and template) that mention `text` (a record id). */
  failedJob(text: string): Locator {
    return this.main.getByRole('article').filter({ hasText: text });
  }

  retryButton(job: Locator): Locator {
    return job.getByRole('button', { name: /^Retry job/ });
  }

  removeButton(job: Locator): Locator {
    return job.getByRole('button', { name: /^Remove job/ });
  }
}
