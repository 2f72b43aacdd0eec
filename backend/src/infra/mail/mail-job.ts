import { createHash } from 'node:crypto';
import { SqlPayload, type OutboxEvent } from '../outbox/outbox-insert.js';
import { JOBS, TOPICS } from '../queues/queues.js';

/**
 * Who an email goes to, relative to its subject record: enough to find the address, never the address. Each
 * feature names its own (joiner, sender, team, family, physio, coordinators); it is part of the idempotency key.
 */
export type RecipientRole = string;

/** A mail job: ids and names only (BullMQ stores job data in clear text). The processor loads the rest. */
export interface MailJob {
  /** A registered template's name. */
  template: string;
  /** Id of the record the email is about (waitlist entry, enquiry, finder request). */
  subjectId: string;
  recipientRole: RecipientRole;
  /**
   * For recipients that are records themselves (the physiotherapist): their id. An email that may be sent again
   * on another day (the waitlist's "already on the list") puts the day here, so its key allows one a day.
   */
  recipientId?: string | number | null;
}

/** Outbox topic a feature writes to have an email sent after its transaction commits. */
export const MAIL_REQUESTED = TOPICS.mailRequested;

/** The idempotency key of one email: the same template, recipient and subject record can be sent only once. */
export function emailIdempotencyKey(job: MailJob): string {
  const recipient =
    job.recipientId === undefined || job.recipientId === null
      ? job.recipientRole
      : `${job.recipientRole}-${job.recipientId}`;
  return `${job.template}/${recipient}/${job.subjectId}`;
}

/** A BullMQ job id derived from the idempotency key (BullMQ refuses ':' in custom ids). */
export function mailJobId(job: MailJob): string {
  return `mail-${emailIdempotencyKey(job).replace(/[/:]/g, '_')}`;
}

/** Job name of a batch: one template and recipient role, many subject records (the waitlist's area-covered email). */
export const SEND_EMAIL_BATCH_JOB = JOBS.sendEmailBatch;

/** Subject records per batch job: enough to amortise the queue and database round trips, small enough to retry. */
export const MAIL_BATCH_SIZE = 100;

/** A batch of emails of one template: ids only, like a single mail job. Each email keeps its own idempotency key. */
export interface MailBatchJob {
  template: string;
  recipientRole: RecipientRole;
  subjectIds: string[];
}

/** The single-email jobs a batch stands for. */
export function mailJobsOfBatch(batch: MailBatchJob): MailJob[] {
  return batch.subjectIds.map((subjectId) => ({
    template: batch.template,
    recipientRole: batch.recipientRole,
    subjectId,
  }));
}

/** A job id derived from the batch's whole content: the same batch added twice is one job, a different one is not. */
export function mailBatchJobId(batch: MailBatchJob): string {
  const digest = createHash('sha256')
    .update(`${batch.template}/${batch.recipientRole}/${batch.subjectIds.join(',')}`)
    .digest('hex');
  return `mail-batch-${batch.template}-${digest.slice(0, 32)}`;
}

/** The outbox event that asks for one email about the record it is written with (see outboxInsert). */
export function mailRequested(
  template: string,
  recipientRole: RecipientRole,
  options: {
    /** SQL on the source row giving the recipient record's id (the physiotherapist of a referral). */
    recipientIdSql?: string;
    /** SQL condition on the source row: asked for only where it holds (a family that can be emailed). */
    when?: string;
    /**
     * May share a `send-email-batch` job with the emails of the same template and role relayed with it (a burst of
     * no-match alerts becomes one digest; the waitlist's area-covered emails go 100 to a job). Without it, each email
     * is its own job, so a refused address shows as a failed job of its own. Not for emails to a recipient record.
     */
    batch?: boolean;
  } = {},
): OutboxEvent {
  const payload = options.recipientIdSql
    ? new SqlPayload(
        `jsonb_build_object('template', ?::text, 'recipientRole', ?::text, 'recipientId', ${options.recipientIdSql})`,
        [template, recipientRole],
      )
    : { template, recipientRole, ...(options.batch ? { batch: true } : {}) };
  return { topic: MAIL_REQUESTED, payload, ...(options.when ? { when: options.when } : {}) };
}
