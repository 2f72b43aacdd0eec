import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CONSULTATION_SUBJECT,
  type EnquiryEntryKind,
  type OpsEnquiryEntry,
  type EnquiryStatus,
  type OpsEnquiryDetail,
  type OpsEnquiryRow,
} from '@physio/api-contract';
import { preferredTimeFromMessage } from './consultation-message.js';

/** A contact_enquiry row as coordinators read it. */
export interface EnquiryRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date;
  status: EnquiryStatus;
  status_changed_at: Date | null;
  handled_by: string | null;
  handled_at: Date | null;
  finder_request_id: string | null;
}

export const ENQUIRY_RECORD_COLUMNS =
  'id, name, email, phone, subject, message, created_at, status, status_changed_at, handled_by, handled_at, finder_request_id';

/** An enquiry's notes and replies, oldest first. */
export async function enquiryHistory(em: EntityManager, enquiryId: string): Promise<OpsEnquiryEntry[]> {
  const rows = await em.execute<
    { id: string; kind: EnquiryEntryKind; author: string; body: string; created_at: Date }[]
  >(
    `select id, kind, author, body, created_at from contact_enquiry_entry where enquiry_id = ? order by created_at, id`,
    [enquiryId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }));
}

/** The form of an id PostgreSQL accepts for a uuid column; anything else cannot name an enquiry. */
export const isEnquiryId = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A list row: who wrote and about what, never how to reach them or what they wrote. */
export function toEnquiryRow(
  row: Pick<EnquiryRecord, 'id' | 'name' | 'subject' | 'status' | 'created_at' | 'handled_by' | 'handled_at'>,
): OpsEnquiryRow {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    is_consultation: row.subject === CONSULTATION_SUBJECT,
    status: row.status,
    created_at: iso(row.created_at)!,
    handled_by: row.handled_by,
    handled_at: iso(row.handled_at),
  };
}

export function toEnquiryDetail(row: EnquiryRecord, history: OpsEnquiryEntry[]): OpsEnquiryDetail {
  return {
    ...toEnquiryRow(row),
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_time: preferredTimeFromMessage(row.subject, row.message),
    history,
    finder_request_id: row.finder_request_id,
  };
}
