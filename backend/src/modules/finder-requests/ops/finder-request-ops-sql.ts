import { REPLY_PROMISE_HOURS, type OpsFinderRequestRow, type OpsRequestStatus } from '@physio/api-contract';
import { PENDING_GRACE_MINUTES } from '../finder-request-follow-up.js';

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

/**
 * "Needs a person", as `needsAttention` in finder-request-follow-up.ts decides it, written so that the queue's
 * partial index (follow_up is null and pending/unmatched or awaiting a call) serves it. One parameter: the moment
 * before which a pending request has waited too long.
 */
export const NEEDS_ATTENTION_SQL = `(r.follow_up is null and ((r.status in ('pending', 'unmatched') and (r.status = 'unmatched' or r.created_at <= ?)) or ${AWAITING_CALL_SQL}))`;

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

/** Columns of a queue row; one parameter for NEEDS_ATTENTION_SQL. */
export const ROW_COLUMNS = `
  r.id, r.district, r.condition, r.urgency, coalesce(r.follow_up, r.status) as status, r.created_at,
  r.matched_physiotherapist_id, p.name as matched_physiotherapist_name,
  (r.contact_name is not null or r.contact_email is not null or r.contact_phone is not null) as has_contact_details,
  ${NEEDS_ATTENTION_SQL} as needs_attention`;

export interface RowRecord extends Omit<OpsFinderRequestRow, 'created_at' | 'reply_due_at' | 'status'> {
  status: OpsRequestStatus;
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
  };
}
