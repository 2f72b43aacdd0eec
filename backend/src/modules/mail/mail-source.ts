import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env.js';
import type { MailJob } from './mail-job.js';
import type { TemplateName } from './templates/catalogue.js';

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
 * How one template finds its recipient and data from the ids in a mail job. Each feature owns the
 * sources of its own emails (waitlist.mail.ts, contact.mail.ts, finder.mail.ts).
 */
export interface MailSource<T = unknown> {
  template: TemplateName;
  load(em: EntityManager, job: MailJob, env: Env): Promise<LoadResult<T>>;
  /** Runs in the transaction that marks the email sent (e.g. record that a waitlist entry was notified). */
  afterSent?(em: EntityManager, job: MailJob): Promise<void>;
}

export const MAIL_SOURCES = Symbol('MAIL_SOURCES');
