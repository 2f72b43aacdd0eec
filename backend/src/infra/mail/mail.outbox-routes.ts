import type { JobsOptions } from 'bullmq';
import type { OutboxRoute, OutboxRow } from '../outbox/outbox-route.js';
import { JOBS, QUEUES } from '../queues/queues.js';
import {
  MAIL_BATCH_SIZE,
  MAIL_REQUESTED,
  mailBatchJobId,
  mailJobId,
  SEND_EMAIL_BATCH_JOB,
  type MailBatchJob,
  type MailJob,
  type RecipientRole,
} from './mail-job.js';

/** Retries with exponential backoff: 2 s, 4 s, 8 s ... about 8.5 minutes in all over 8 attempts. */
export function mailJobOptions(): JobsOptions {
  const delay = Number(process.env.MAIL_RETRY_DELAY_MS) >= 10 ? Number(process.env.MAIL_RETRY_DELAY_MS) : 2000;
  return { attempts: 8, backoff: { type: 'exponential', delay } };
}

function mailJobOf(row: Pick<OutboxRow, 'aggregate_id' | 'payload'>): MailJob {
  return {
    template: row.payload.template as string,
    subjectId: row.aggregate_id,
    recipientRole: row.payload.recipientRole as RecipientRole,
    recipientId: (row.payload.recipientId as string | number | undefined) ?? null,
  };
}

/** The batch job for rows of one template and recipient role; a subject asked for twice is named once. */
function mailBatchOf(rows: readonly OutboxRow[]): MailBatchJob {
  const first = mailJobOf(rows[0]);
  return {
    template: first.template,
    recipientRole: first.recipientRole,
    subjectIds: [...new Set(rows.map((row) => row.aggregate_id))],
  };
}

/**
 * A feature asks for an email by writing {template, recipientRole, recipientId?, batch?} with the subject id to the
 * outbox (mailRequested() in outboxInsert). One job per email, except that emails asked for with `batch` (no
 * recipient record) of one template and recipient role relayed together share `send-email-batch` jobs of up to 100:
 * a burst of no-match alerts then reaches the coordinators as one digest (the mail source combines a batch to one
 * address), and the waitlist's area-covered emails go 100 to a job. Emails to a recipient record (a
 * physiotherapist's referral) keep their own job. Job ids follow the content, and every email keeps its
 * own email-log key, so a row relayed twice sends nothing twice.
 */
export const mailOutboxRoutes: OutboxRoute[] = [
  {
    topic: MAIL_REQUESTED,
    queue: QUEUES.mail,
    jobName: JOBS.sendEmail,
    jobId: (row) => mailJobId(mailJobOf(row)),
    data: (row) => ({ ...mailJobOf(row) }) as Record<string, string | number | null>,
    options: () => mailJobOptions(),
    batch: {
      maxSize: MAIL_BATCH_SIZE,
      jobName: SEND_EMAIL_BATCH_JOB,
      groupBy: (row) => {
        const job = mailJobOf(row);
        return row.payload.batch === true && job.recipientId === null ? `${job.template}/${job.recipientRole}` : null;
      },
      jobId: (rows) => mailBatchJobId(mailBatchOf(rows)),
      data: (rows) => ({ ...mailBatchOf(rows) }),
    },
  },
];
