import type { Condition } from './conditions.js';
import type { Urgency } from './urgency.js';

/**
 * A referral offered to one physiotherapist: `open` until they answer or its reply deadline passes; `accepted`
 * (they will contact the family), `declined` (with a reason), `lapsed` (no answer in time), or `withdrawn` (the
 * request was closed or given to someone else by a coordinator). At most one offer of a request is open or
 * accepted at a time.
 */
export const REFERRAL_OFFER_STATUSES = ['open', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;
export type ReferralOfferStatus = (typeof REFERRAL_OFFER_STATUSES)[number];

export const DECLINE_REASONS = ['no-capacity', 'too-far', 'not-my-specialty', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  'no-capacity': 'No capacity',
  'too-far': 'Too far',
  'not-my-specialty': 'Not my specialty',
  other: 'Other',
};

/** Longest text a physiotherapist may give with "other" (characters). */
export const DECLINE_NOTE_MAX_LENGTH = 500;

/**
 * Why a matched request is back in the coordinators' queue: the family said the physiotherapist has not been in
 * touch by the contact deadline, or that the first visit did not happen; or a check-in came due for a family who left
 * only a phone number, whom no email can ask, so a coordinator calls them instead.
 */
export const ATTENTION_REASONS = [
  'family-not-contacted',
  'visit-did-not-happen',
  'call-family-contact-check',
  'call-family-visit-check',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  'family-not-contacted': 'Family not contacted',
  'visit-did-not-happen': 'First visit did not happen',
  'call-family-contact-check': 'Phone only: call to ask if the physiotherapist has been in touch',
  'call-family-visit-check': 'Phone only: call to ask if the first visit happened',
};

/** The family's check-ins after an acceptance. */
export const CHECK_IN_QUESTIONS = ['contact', 'visit'] as const;
export type CheckInQuestion = (typeof CHECK_IN_QUESTIONS)[number];

/**
 * Why a request is in the coordinators' queue beyond its status: a family's check-in answer, offers that came to
 * nothing (declined or lapsed twice, so matching handed it over), or an offer still unanswered past its reply deadline
 * (the deadline monitor is behind). Each is a promise to the family at risk.
 */
export const QUEUE_REASONS = [...ATTENTION_REASONS, 'offers-came-to-nothing', 'offer-past-reply-deadline'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export const QUEUE_REASON_LABELS: Record<QueueReason, string> = {
  ...ATTENTION_REASON_LABELS,
  'offers-came-to-nothing': 'Offered twice, no one took it',
  'offer-past-reply-deadline': 'Offer not answered by its deadline',
};

/** How the promises report groups confirmed requests. By physiotherapist: coordinators and admins only. */
export const PROMISE_GROUPS = ['month', 'county', 'district', 'urgency', 'condition', 'physiotherapist'] as const;
export type PromiseGroup = (typeof PROMISE_GROUPS)[number];

/** Hours within which the site promises a reply (a physiotherapist accepting), and urgent visits. */
export const REPLY_PROMISE_HOURS_FOR_REPORT = 24;
export const URGENT_VISIT_PROMISE_HOURS = 48;

/** GET /api/ops/promises filter: confirmed between from and to (Europe/London days, to inclusive). */
export interface OpsPromisesFilter {
  from?: string;
  to?: string;
  group?: PromiseGroup;
  urgency?: Urgency;
  condition?: Condition;
}
