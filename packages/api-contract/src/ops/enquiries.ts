import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
export const ENQUIRY_STATUSES = ['new', 'in-progress', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  handled: 'Handled',
};

export type OpsEnquiryRow = Static<typeof S.OpsEnquiryRowSchema>;

export type OpsEnquiryDetail = Static<typeof S.OpsEnquiryDetailSchema>;

/** Longest note a coordinator may add to an enquiry's history. */
export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

/** Longest reply a coordinator may send from the dashboard. */
export const ENQUIRY_REPLY_MAX_LENGTH = 5000;

/** What an enquiry's history holds: the team's notes and the replies sent to the person. */
export const ENQUIRY_ENTRY_KINDS = ['note', 'reply'] as const;
export type EnquiryEntryKind = (typeof ENQUIRY_ENTRY_KINDS)[number];

export type OpsEnquiryEntry = Static<typeof S.OpsEnquiryEntrySchema>;

/**
 * PUT /api/ops/enquiries/:id: the status only (any other field is refused, 400). Notes are added to the history
 * (POST …/notes), never overwritten.
 */
export interface OpsEnquiryUpdateBody {
  status: EnquiryStatus;
}

/** POST /api/ops/enquiries/:id/notes and …/replies. */
export interface OpsEnquiryEntryBody {
  body: string;
}

/**
 * List filters: status (one or many), subject (a contact subject or the consultation subject), is_consultation,
 * q (the search box: name words, email or phone, or a quoted request's reference; audited), id (getMany).
 * Sortable: created_at (default, newest first), status (new, in progress, handled), subject (by its label).
 */
export interface OpsEnquiryFilter {
  status?: EnquiryStatus | EnquiryStatus[];
  subject?: string;
  is_consultation?: boolean;
  q?: string;
  id?: string[];
}
