import type { OutboxRoute } from '../outbox/outbox-route.js';
import { JOBS, QUEUES } from '../queues/queues.js';
import { MAIL_REQUESTED, mailJobId, type MailJob, type RecipientRole } from './mail-job.js';
import { mailJobOptions } from './mail-queue.js';

function mailJobOf(row: { aggregate_id: string; payload: Record<string, unknown> }): MailJob {
  return {
    template: row.payload.template as string,
    subjectId: row.aggregate_id,
    recipientRole: row.payload.recipientRole as RecipientRole,
    recipientId: (row.payload.recipientId as string | number | undefined) ?? null,
  };
}

/** A feature asks for an email by writing {template, recipientRole} with the subject id to the outbox. */
export const mailOutboxRoutes: OutboxRoute[] = [
  {
    topic: MAIL_REQUESTED,
    queue: QUEUES.mail,
    jobName: JOBS.sendEmail,
    jobId: (row) => mailJobId(mailJobOf(row)),
    data: (row) => ({ ...mailJobOf(row) }) as Record<string, string | number | null>,
    options: () => mailJobOptions(),
  },
];
