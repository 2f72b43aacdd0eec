import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env.js';
import type { MailJob } from './mail-job.js';

export interface LoadedEmail<T = unknown> {
  to: string;
  data: T;
  /** Extra slot values shared by the layout (the unsubscribe link). */
  layout?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Either the email to send, or why there is nothing to send. */
export type LoadResult<T = unknown> = LoadedEmail<T> | { skip: string };

/**
 * How one template finds its recipient and data from the ids in a mail job. Each feature owns the sources
 * of its own emails (waitlist.mail.ts, contact.mail.ts, finder.mail.ts) and registers them, with their
 * templates, through MailModule.forFeature().
 */
export interface MailSource<T = unknown> {
  /** The name of a registered template (checked when the worker starts). */
  template: string;
  load(em: EntityManager, job: MailJob, env: Env): Promise<LoadResult<T>>;
  /** Runs in the transaction that marks the email sent (e.g. record that a waitlist entry was notified). */
  afterSent?(em: EntityManager, job: MailJob): Promise<void>;
  /**
   * Batch form of `load` (one query for a whole batch job), keyed by subject id; a subject missing from the
   * map is skipped. Sources without it are loaded one by one.
   */
  loadMany?(em: EntityManager, jobs: readonly MailJob[], env: Env): Promise<Map<string, LoadResult<T>>>;
  /** Batch form of `afterSent`, run in the transaction that marks the batch's emails sent. */
  afterSentMany?(em: EntityManager, jobs: readonly MailJob[]): Promise<void>;
  /**
   * For a digest: the emails of one batch job that go to the same address, as ONE email naming every
   * subject (the coordinators' no-match alert during a burst). Each subject's key is still marked sent, so a
   * retried batch names only what was not sent. Sources without it send an email per subject.
   */
  combine?(emails: readonly LoadedEmail<T>[]): LoadedEmail<T>;
}
