export const ENQUIRY_STATUSES = ['new', 'in-progress', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  handled: 'Handled',
};

/** Resource `enquiries`: list rows name the sender (coordinators need it to triage) but not the message. */
export interface OpsEnquiryRow {
  id: string;
  name: string;
  subject: string;
  is_consultation: boolean;
  status: EnquiryStatus;
  created_at: string;
  handled_by: string | null;
  handled_at: string | null;
}

/** GET /api/ops/enquiries/:id (audited). */
export interface OpsEnquiryDetail extends OpsEnquiryRow {
  email: string;
  phone: string | null;
  message: string;
  /** For consultation requests, read from the message the dialog sends. */
  preferred_time: string | null;
  note: string | null;
}

/** Longest note a coordinator may keep on an enquiry. */
export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

/**
 * PUT /api/ops/enquiries/:id. Only these fields: any other is refused (400), so an edit form sends
 * `{ status, note }`, not the whole record. `note` left out keeps the note; null or blank clears it.
 */
export interface OpsEnquiryUpdateBody {
  status: EnquiryStatus;
  note?: string | null;
}

/**
 * List filters: status (one or many), subject (a contact subject or the consultation subject),
 * is_consultation, q (name or email contains, any case), id (getMany). Sortable: created_at (default,
 * newest first), status (new, in progress, handled), subject (by its label).
 */
export interface OpsEnquiryFilter {
  status?: EnquiryStatus | EnquiryStatus[];
  subject?: string;
  is_consultation?: boolean;
  q?: string;
  id?: string[];
}
