import type { FinderRequestStatus, OpsRequestStatus } from '@physio/api-contract';
import { isLondonDayWithin, londonDay } from '../../common/calendar/london-time.js';

/**
 * What coordinators do with a request after matching. The matching outcome (`status`: pending, matched,
 * unmatched) stays as the worker left it, since the family's result page and the matching's idempotency read
 * it; the follow-up sits beside it. Pure: the rules of which step may follow which.
 */
export const FOLLOW_UPS = ['contacted', 'closed', 'cancelled'] as const;
export type FinderRequestFollowUp = (typeof FOLLOW_UPS)[number];

/**
 * How a request stands for coordinators: its follow-up when there is one, else its matching outcome. Of the
 * unconfirmed requests they see only those awaiting their call (a phone number, consent and no email).
 */
export function opsStatus(status: FinderRequestStatus, followUp: FinderRequestFollowUp | null): OpsRequestStatus {
  return followUp ?? status;
}

/** Minutes a request may stay pending before it needs a person (the worker normally decides in seconds). */
export const PENDING_GRACE_MINUTES = 5;

/** Whether an unconfirmed request can only be confirmed by a coordinator's call (no email to send a link to). */
export function awaitsCall(request: {
  status: FinderRequestStatus;
  hasEmail: boolean;
  hasPhone: boolean;
  consented: boolean;
}): boolean {
  return request.status === 'unconfirmed' && !request.hasEmail && request.hasPhone && request.consented;
}

/**
 * Unmatched, awaiting a call, or still pending after the grace period, and nobody has followed it up; or its
 * follow-up date has come. A follow-up date still ahead puts it aside until then.
 */
export function needsAttention(
  request: {
    status: FinderRequestStatus;
    followUp: FinderRequestFollowUp | null;
    createdAt: Date;
    awaitsCall?: boolean;
    /** A family's check-in answer put it back in the queue (not contacted, visit did not happen). */
    attentionReason?: string | null;
    /** The London day it comes back (yyyy-mm-dd). */
    followUpOn?: string | null;
  },
  now: Date,
): boolean {
  if (request.followUpOn) return request.followUpOn <= londonDay(now);
  if (request.followUp !== null) return false;
  if (request.status === 'unmatched' || request.awaitsCall || request.attentionReason) return true;
  return request.status === 'pending' && now.getTime() - request.createdAt.getTime() >= PENDING_GRACE_MINUTES * 60_000;
}

/** Why a follow-up may not be set now, or null when it may. */
export function followUpRefusal(
  current: { status: FinderRequestStatus; followUp: FinderRequestFollowUp | null },
  next: FinderRequestFollowUp,
  reason: string | undefined,
): string | null {
  if (current.followUp === 'cancelled' || current.followUp === 'closed') {
    return `This request is already ${current.followUp}`;
  }
  if (current.status === 'pending') {
    return 'This request is still being matched: assign a physiotherapist or wait for the matching first';
  }
  if (current.status === 'unconfirmed' && next === 'contacted') {
    return 'Call the family to confirm, then assign a physiotherapist, or close or cancel the request';
  }
  if (next === current.followUp) return `This request is already ${next}`;
  if (next === 'cancelled' && !reason?.trim()) return 'Give a reason for cancelling';
  return null;
}

/** Whether a coordinator may assign a physiotherapist: only while nobody has been matched or chosen. */
export function assignmentRefusal(current: {
  status: FinderRequestStatus;
  followUp: FinderRequestFollowUp | null;
}): string | null {
  if (current.followUp !== null) return `This request is ${current.followUp}`;
  if (current.status === 'matched') return 'This request already has a physiotherapist';
  return null;
}

/** How far ahead a follow-up date may be. */
export const FOLLOW_UP_DATE_MAX_DAYS = 365;

/** Whether a follow-up date may be set: a real day from today (London) to FOLLOW_UP_DATE_MAX_DAYS ahead. */
export function followUpDateRefusal(day: string, now: Date): string | null {
  return isLondonDayWithin(day, FOLLOW_UP_DATE_MAX_DAYS, now)
    ? null
    : `follow_up_on must be a date (yyyy-mm-dd) from today to ${FOLLOW_UP_DATE_MAX_DAYS} days ahead`;
}

/** Whether a coordinator may work a request (take it, date it, log a call): not once it is closed or cancelled. */
export function workRefusal(current: { followUp: FinderRequestFollowUp | null }): string | null {
  if (current.followUp === 'closed' || current.followUp === 'cancelled') {
    return `This request is ${current.followUp}`;
  }
  return null;
}
