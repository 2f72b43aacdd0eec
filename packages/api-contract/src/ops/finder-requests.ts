import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
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

/** What came of a coordinator's call to a family. */
export const CALL_OUTCOMES = ['reached', 'no_answer', 'left_message'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  reached: 'Spoke to the family',
  no_answer: 'No answer',
  left_message: 'Left a message',
};

/** We promise families a reply within 24 hours of their request. */
export const REPLY_PROMISE_HOURS = 24;

export type OpsFinderRequestRow = Static<typeof S.OpsFinderRequestRowSchema>;

export type OpsScoreBreakdown = Static<typeof S.OpsScoreBreakdownSchema>;

export type OpsCandidate = Static<typeof S.OpsCandidateSchema>;

export type OpsRequestNote = Static<typeof S.OpsRequestNoteSchema>;

export type OpsFinderRequestDetail = Static<typeof S.OpsFinderRequestDetailSchema>;

/** A message from the contact form that quotes a request's reference. */
export type OpsRequestEnquiry = Static<typeof S.OpsRequestEnquirySchema>;

/** Filters: status (one or many), urgency, condition, district, needs_attention (the default queue), overdue. */
export interface OpsFinderRequestFilter {
  status?: OpsRequestStatus | OpsRequestStatus[];
  urgency?: Urgency;
  condition?: Condition;
  district?: string;
  needs_attention?: boolean;
  overdue?: boolean;
  /**
   * A promise to the family at risk, whatever the request's status: the family said they were not contacted or the
   * first visit did not happen, two offers came to nothing, or an offer is unanswered past its reply deadline.
   */
  promise_at_risk?: boolean;
  id?: string[];
  /**
   * The short reference a family quotes ('K7QM-4XRT', see shortReference); dashes, spaces and case ignored. It
   * names one request, so it finds it whatever the queue view: needs_attention and overdue are then not applied,
   * and requests outside the queue (awaiting the family's email confirmation, or with no contact details) are found.
   */
  reference?: string;
  /**
   * The search box: a reference, the family's name (words, each a prefix: "sar jon" finds Sarah Jones), email or
   * phone (whole, any spacing), a postcode or district. Like `reference`, it searches every request whatever the
   * queue view. Each search is audited (which ways it matched and the ids shown, never the text).
   */
  q?: string;
  /** The requests matched with one physiotherapist (their page lists their recent matches). */
  matched_physiotherapist_id?: number;
  /** The requests one coordinator has taken ("Mine": the signed-in account's id). */
  owner_id?: number;
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

/**
 * POST /api/ops/finder-requests/:id/follow-up-date: the day the request comes back to the top of the queue (a
 * London day, today or later, within a year); null clears it. Until that day it is out of "needing attention".
 */
export interface OpsRequestFollowUpDateBody {
  follow_up_on: string | null;
}

/** POST /api/ops/finder-requests/:id/calls: a call to the family, written into the request's notes. */
export interface OpsRequestCallBody {
  outcome: CallOutcome;
  /** What was said or agreed, added to the note. */
  note?: string;
  /** Try again, or check back, on this day (as follow-up-date sets it). */
  follow_up_on?: string;
}
