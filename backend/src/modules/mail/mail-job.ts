import type { TemplateName } from './templates/catalogue.js';

/** Who an email goes to, relative to its subject record: enough to find the address, never the address. */
export type RecipientRole = 'joiner' | 'sender' | 'team' | 'family' | 'physio' | 'coordinators';

/** A mail job: ids and names only (BullMQ stores job data in clear text). The processor loads the rest. */
export interface MailJob {
  template: TemplateName;
  /** Id of the record the email is about (waitlist entry, enquiry, finder request). */
  subjectId: string;
  recipientRole: RecipientRole;
  /** For recipients that are records themselves (the physiotherapist): their id. */
  recipientId?: string | number | null;
}

/** Outbox topic a feature writes to have an email sent after its transaction commits. */
export const MAIL_REQUESTED = 'mail.requested';

/** The idempotency key of one email: the same template, recipient and subject record can be sent only once. */
export function emailIdempotencyKey(job: MailJob): string {
  const recipient = job.recipientId === undefined || job.recipientId === null ? job.recipientRole : `${job.recipientRole}-${job.recipientId}`;
  return `${job.template}/${recipient}/${job.subjectId}`;
}

/** A BullMQ job id derived from the idempotency key (BullMQ refuses ':' in custom ids). */
export function mailJobId(job: MailJob): string {
  return `mail-${emailIdempotencyKey(job).replace(/[/:]/g, '_')}`;
}
