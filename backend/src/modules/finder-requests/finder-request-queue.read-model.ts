import { REPLY_PROMISE_HOURS, type OpsFinderRequestRow, type OpsRequestStatus } from '@physio/api-contract';
import {
  liveOfferDeadlineSql,
  OPEN_OFFERS_PAST_REPLY_DEADLINE_SQL,
  openOfferPastReplyDeadlineSql,
} from '../referrals/referral-offer.repository.js';
import { PENDING_GRACE_MINUTES } from './finder-request-follow-up.js';

/** Urgent first, then soon, then flexible: the order the queue is worked in (and its index's first key). */
export const URGENCY_RANK_SQL = `(case r.urgency when 'urgent' then 0 when 'soon' then 1 else 2 end)`;

/**
 * A family who left a phone number and consent but no email: no link can confirm the request, so it waits
 * for a coordinator to call them (and then assign a physiotherapist). Requests awaiting an email confirmation
 * are nobody's work yet: a flood of them must not fill the coordinators' lists.
 */
export const AWAITING_CALL_SQL = `(r.status = 'unconfirmed' and r.contact_email is null and r.contact_phone is not null and r.consent_given_at is not null)`;

/** Requests the coordinators see at all. */
export const IN_OPS_QUEUE_SQL = `(r.status <> 'unconfirmed' or ${AWAITING_CALL_SQL})`;

/** Today in London, where the coordinators work (a follow-up date is a London day). */
const LONDON_TODAY_SQL = `(now() at time zone 'Europe/London')::date`;

/**
 * "Needs a person", as `needsAttention` in finder-request-follow-up.ts decides it: a follow-up date that has come,
 * or, with no date set (a date ahead puts the request aside until then), the rest; written so that partial indexes
 * serve each part (the follow-up dates'; the queue's, for pending/unmatched or awaiting a call; the attention index,
 * for a family's check-in answer). Null rather than false for a request with no date that needs nobody: negate
 * NOT_NEEDING_ATTENTION_SQL's way. One parameter: the moment before which a pending request has waited too long.
 */
export const NEEDS_ATTENTION_SQL = `(r.follow_up_on <= ${LONDON_TODAY_SQL} or (r.follow_up_on is null and r.follow_up is null and ((r.status in ('pending', 'unmatched') and (r.status = 'unmatched' or r.created_at <= ?)) or ${AWAITING_CALL_SQL} or r.attention_reason is not null)))`;

/** The "dealt with" view: NEEDS_ATTENTION_SQL false or null. One parameter, as there. */
export const NOT_NEEDING_ATTENTION_SQL = `not coalesce(${NEEDS_ATTENTION_SQL}, false)`;

/** A follow-up date that has come: such requests go first in the work views. */
export const FOLLOW_UP_DUE_SQL = `coalesce(r.follow_up_on <= ${LONDON_TODAY_SQL}, false)`;

export function pendingTooLongBefore(now: Date): Date {
  return new Date(now.getTime() - PENDING_GRACE_MINUTES * 60_000);
}

/** Requests created at or before this moment are past the reply we promise families. */
export function replyDeadline(now: Date): Date {
  return new Date(now.getTime() - REPLY_PROMISE_HOURS * 3_600_000);
}

export function replyDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REPLY_PROMISE_HOURS * 3_600_000);
}

/**
 * An unmatched request whose offers came to nothing: two declined or lapsed, so matching handed it over. The count
 * probes the offers' (finder_request_id, offered_at) index.
 */
const offersCameToNothingSql = (request: string) => `(${request}.status = 'unmatched' and (
    select count(*) from referral_offer o where o.finder_request_id = ${request}.id and o.status in ('declined', 'lapsed')
  ) >= 2)`;
const OFFERS_CAME_TO_NOTHING_SQL = offersCameToNothingSql('r');

const OFFER_PAST_REPLY_DEADLINE_SQL = `(r.status = 'matched' and ${openOfferPastReplyDeadlineSql('r')})`;

/**
 * Why a request is in the queue beyond its status: the family's check-in answer, two offers that came to nothing, or
 * an offer still unanswered past its reply deadline. Evaluated per row shown.
 */
const QUEUE_REASON_SQL = `coalesce(r.attention_reason, case when ${OFFERS_CAME_TO_NOTHING_SQL} then 'offers-came-to-nothing'
  when ${OFFER_PAST_REPLY_DEADLINE_SQL} then 'offer-past-reply-deadline' end)`;

/**
 * The requests whose promise to the family is at risk: a queue reason above, on a request no coordinator has dealt
 * with. Three disjoint parts, each read through its own index (attention; the queue's, for unmatched; the offers' due
 * index), not a scan of every request: the home page counts them on every visit. No parameters.
 */
export const PROMISE_AT_RISK_IDS_SQL = `
  select a.id from finder_request a where a.attention_reason is not null and a.follow_up is null
  union all
  select a.id from finder_request a
  where a.follow_up is null and a.attention_reason is null and ${offersCameToNothingSql('a')}
  union all
  select a.id from finder_request a
  where a.follow_up is null and a.attention_reason is null and a.status = 'matched'
    and a.id in (${OPEN_OFFERS_PAST_REPLY_DEADLINE_SQL})`;

/** The queue's `promise_at_risk` view (the home page's figure links to it). No parameters. */
export const PROMISE_AT_RISK_SQL = `(r.id in (${PROMISE_AT_RISK_IDS_SQL}))`;

/**
 * The deadline a request in the queue is late against (how late it is: now minus this): the contact deadline of a
 * family not contacted, the day of a first visit that did not happen, the reply deadline of an offer unanswered, else
 * the 24-hour reply we promise every family. No parameters.
 */
export const PROMISE_DUE_SQL = `coalesce(case r.attention_reason
    when 'family-not-contacted' then ${liveOfferDeadlineSql('r', 'contact')}
    when 'visit-did-not-happen' then ${liveOfferDeadlineSql('r', 'visit')} end,
  r.attention_since,
  case when r.status = 'matched' then ${liveOfferDeadlineSql('r', 'reply')} end,
  r.created_at + interval '${REPLY_PROMISE_HOURS} hours')`;

/** Columns of a queue row; one parameter for NEEDS_ATTENTION_SQL. */
export const ROW_COLUMNS = `
  r.id, r.district, r.condition, r.urgency, coalesce(r.follow_up, r.status) as status, r.created_at,
  r.matched_physiotherapist_id, p.name as matched_physiotherapist_name,
  (r.contact_name is not null or r.contact_email is not null or r.contact_phone is not null) as has_contact_details,
  ${AWAITING_CALL_SQL} as awaits_call,
  coalesce(${NEEDS_ATTENTION_SQL}, false) as needs_attention,
  ${QUEUE_REASON_SQL} as queue_reason,
  r.owner_account_id as owner_id, r.owner_name, to_char(r.follow_up_on, 'YYYY-MM-DD') as follow_up_on,
  r.last_called_at, r.last_call_outcome`;

export interface RowRecord extends Omit<
  OpsFinderRequestRow,
  'created_at' | 'reply_due_at' | 'status' | 'last_called_at'
> {
  status: OpsRequestStatus;
  last_called_at: Date | string | null;
  /** Raw queries give timestamps as text or Date: read through new Date(). */
  created_at: Date | string;
}

export function toRow(row: RowRecord): OpsFinderRequestRow {
  return {
    id: row.id,
    district: row.district,
    condition: row.condition,
    urgency: row.urgency,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    reply_due_at: replyDueAt(new Date(row.created_at)).toISOString(),
    needs_attention: row.needs_attention,
    matched_physiotherapist_id: row.matched_physiotherapist_id,
    matched_physiotherapist_name: row.matched_physiotherapist_name,
    has_contact_details: row.has_contact_details,
    awaits_call: row.awaits_call,
    queue_reason: row.queue_reason ?? null,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    follow_up_on: row.follow_up_on,
    last_called_at: row.last_called_at === null ? null : new Date(row.last_called_at).toISOString(),
    last_call_outcome: row.last_call_outcome,
  };
}
