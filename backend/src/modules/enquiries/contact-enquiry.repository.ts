import type { EntityManager } from '@mikro-orm/postgresql';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';
import { mailRequested } from '../../infra/mail/mail-job.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import type { EnquiryEntryKind } from '@physio/api-contract';
import { contactAcknowledgement, contactReceived, enquiryReply } from './contact.email-templates.js';
import type { EnquiryHandling } from './commands/update-enquiry/enquiry-update.policy.js';
import { ENQUIRY_RECORD_COLUMNS, type EnquiryRecord } from './enquiry-records.js';

/** Every statement that writes `contact_enquiry` (see table-owners.ts); each joins the caller's transaction. */

const EMAILS = outboxInsert('inserted', 'inserted.id', [
  mailRequested(contactReceived.name, 'team'),
  mailRequested(contactAcknowledgement.name, 'sender'),
]);

/** The enquiry and its two email events (team inbox, acknowledgement) in one statement. */
const INSERT_ENQUIRY = `
with inserted as (
  insert into contact_enquiry (id, name, email, phone, subject, message, finder_request_id, created_at)
  values (?, ?, ?, ?, ?, ?, ?, now())
  returning id
)
${EMAILS.sql}
returning aggregate_id`;

/** What a new enquiry stores: the record's own fields, before anyone has handled it. */
export type NewContactEnquiry = Pick<
  EnquiryRecord,
  'id' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'finder_request_id'
>;

export async function insertContactEnquiry(em: EntityManager, enquiry: NewContactEnquiry): Promise<void> {
  await em.execute(INSERT_ENQUIRY, [
    enquiry.id,
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    enquiry.subject,
    enquiry.message,
    enquiry.finder_request_id,
    ...EMAILS.params,
  ]);
}

const UPDATE = `
update contact_enquiry
set status = ?, handled_by = ?, handled_at = ?, status_changed_at = ?
where id = ?
returning ${ENQUIRY_RECORD_COLUMNS}`;

export async function updateEnquiryHandling(
  em: EntityManager,
  id: string,
  next: EnquiryHandling,
): Promise<EnquiryRecord> {
  const [updated] = await em.execute<EnquiryRecord[]>(UPDATE, [
    next.status,
    next.handledBy,
    next.handledAt,
    next.statusChangedAt,
    id,
  ]);
  return updated;
}

const REPLY_EMAIL = outboxInsert('added', 'added.id', [mailRequested(enquiryReply.name, 'sender')]);

/**
 * Appends a note or a reply to an enquiry's history (never changed afterwards); a reply asks for its email in the same
 * statement, so it is recorded if and only if it will be sent. Answers the entry's id, or undefined when there is no
 * such enquiry.
 */
export async function addEnquiryEntry(
  em: EntityManager,
  entry: { enquiryId: string; kind: EnquiryEntryKind; authorAccountId: number; author: string; body: string },
): Promise<string | undefined> {
  const insert = `insert into contact_enquiry_entry (enquiry_id, kind, author_account_id, author, body, created_at)
    select id, ?, ?, ?, ?, now() from contact_enquiry where id = ?
    returning id::text`;
  const params = [entry.kind, entry.authorAccountId, entry.author, entry.body, entry.enquiryId];
  if (entry.kind === 'note') {
    const [row] = await em.execute<{ id: string }[]>(insert, params);
    return row?.id;
  }
  const [row] = await em.execute<{ id: string }[]>(
    `with added as (${insert})
     , email as (${REPLY_EMAIL.sql} returning 1)
     select id from added`,
    [...params, ...REPLY_EMAIL.params],
  );
  return row?.id;
}

/** A data request's erasure, inside the caller's transaction. */
export async function eraseContactEnquiries(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length) await em.execute('delete from contact_enquiry where id in (?)', [ids]);
}

/** Retention: deletes up to `limit` enquiries past `expiry` (a rule of retention-policy.ts); returns how many went. */
export async function deleteExpiredContactEnquiries(
  em: EntityManager,
  expiry: RetentionExpiry,
  cutoff: Date | string,
  limit: number,
): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `delete from contact_enquiry where ctid in (select ctid from contact_enquiry where ${expiredSql(expiry)} limit ${limit}) returning 1`,
    [cutoff],
  );
  return rows.length;
}

/** The messages that quote a finder request's reference, oldest first: the request's page lists them. */
export async function enquiriesAboutFinderRequest(
  em: EntityManager,
  finderRequestId: string,
): Promise<Pick<EnquiryRecord, 'id' | 'name' | 'subject' | 'status' | 'created_at'>[]> {
  return em.execute(
    `select id, name, subject, status, created_at from contact_enquiry
     where finder_request_id = ? order by created_at, id`,
    [finderRequestId],
  );
}
