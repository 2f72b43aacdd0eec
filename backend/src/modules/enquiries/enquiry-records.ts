import {
  CONSULTATION_SUBJECT,
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
  note: string | null;
}

export const ENQUIRY_RECORD_COLUMNS =
  'id, name, email, phone, subject, message, created_at, status, status_changed_at, handled_by, handled_at, note';

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

export function toEnquiryDetail(row: EnquiryRecord): OpsEnquiryDetail {
  return {
    ...toEnquiryRow(row),
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_time: preferredTimeFromMessage(row.subject, row.message),
    note: row.note,
  };
}
