import type { Condition } from '../conditions.js';
import type { Urgency } from '../urgency.js';

/**
 * Where a request stands for coordinators. pending/matched/unmatched come from matching; unconfirmed is a family
 * who left only a phone number, waiting for a coordinator's call to confirm it.
 */
export const OPS_REQUEST_STATUSES = [
  'unconfirmed',
  'pending',
  'matched',
  'unmatched',
  'contacted',
  'closed',
  'cancelled',
] as const;
export type OpsRequestStatus = (typeof OPS_REQUEST_STATUSES)[number];

/** We promise families a reply within 24 hours of their request. */
export const REPLY_PROMISE_HOURS = 24;

/** Resource `finder-requests`: list rows carry no contact details. */
export interface OpsFinderRequestRow {
  id: string;
  district: string;
  condition: Condition;
  urgency: Urgency;
  status: OpsRequestStatus;
  created_at: string;
  /** created_at + 24 h; past it while still unanswered, the promise is broken. */
  reply_due_at: string;
  needs_attention: boolean;
  matched_physiotherapist_id: number | null;
  matched_physiotherapist_name: string | null;
  has_contact_details: boolean;
}

export interface OpsScoreBreakdown {
  total: number;
  specialty_fit: number;
  proximity: number;
  capacity: number;
  experience: number;
  distance_miles: number;
}

/** One physiotherapist considered for a request, with why they fit or do not. */
export interface OpsCandidate {
  physiotherapist_id: number;
  name: string;
  eligible: boolean;
  score: OpsScoreBreakdown | null;
  distance_miles: number;
  travel_radius_miles: number;
  within_radius: boolean;
  has_specialty: boolean;
  main_specialty: boolean;
  matched_this_week: number;
  weekly_capacity: number;
  has_capacity: boolean;
  accepts_urgent: boolean;
  /** Plain reasons a coordinator reads, e.g. "9.2 miles, beyond a 8-mile radius". */
  reasons: string[];
}

export interface OpsRequestNote {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

/** GET /api/ops/finder-requests/:id: the record with the family's details (the view is audited). */
export interface OpsFinderRequestDetail extends OpsFinderRequestRow {
  postcode: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: string | null;
  matched_at: string | null;
  match_score: OpsScoreBreakdown | null;
  assigned_by: string | null;
  over_capacity_reason: string | null;
  cancel_reason: string | null;
  status_changed_at: string | null;
  notes: OpsRequestNote[];
  candidates: OpsCandidate[];
}

/** Filters: status (one or many), urgency, condition, district, needs_attention (the default queue), overdue. */
export interface OpsFinderRequestFilter {
  status?: OpsRequestStatus | OpsRequestStatus[];
  urgency?: Urgency;
  condition?: Condition;
  district?: string;
  needs_attention?: boolean;
  overdue?: boolean;
  id?: string[];
  /** The short reference a family quotes ('K7QM-4XRT', see shortReference); dashes, spaces and case ignored. */
  reference?: string;
  /** The requests matched with one physiotherapist (their page lists their recent matches). */
  matched_physiotherapist_id?: number;
}

/** POST /api/ops/finder-requests/:id/assign */
export interface OpsAssignBody {
  physiotherapist_id: number;
  /** Required when the physiotherapist has no capacity left this week. */
  over_capacity_reason?: string;
}

/** POST /api/ops/finder-requests/:id/status */
export interface OpsRequestStatusBody {
  status: 'contacted' | 'closed' | 'cancelled';
  /** Required for cancelled. */
  reason?: string;
}

/** POST /api/ops/finder-requests/:id/notes */
export interface OpsRequestNoteBody {
  body: string;
}
