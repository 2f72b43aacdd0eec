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

/** PUT /api/ops/enquiries/:id */
export interface OpsEnquiryUpdateBody {
  status: EnquiryStatus;
  note?: string | null;
}
