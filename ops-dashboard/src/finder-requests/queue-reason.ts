import { QUEUE_REASON_LABELS, type OpsFinderRequestRow } from '@physio/api-contract';

type ReasonFields = Pick<OpsFinderRequestRow, 'queue_reason' | 'needs_attention' | 'awaits_call' | 'status'>;

/**
 * Why a request is in the queue, in words: the promise at risk (the family's check-in answer, offers that came to
 * nothing, an offer unanswered), or else why it waits for a person. Null when it needs no one.
 */
export function queueReasonText(row: ReasonFields): string | null {
  if (row.queue_reason) return QUEUE_REASON_LABELS[row.queue_reason];
  if (!row.needs_attention) return null;
  if (row.awaits_call) return 'Phone only: call the family to confirm';
  if (row.status === 'unmatched') return 'No physiotherapist found';
  if (row.status === 'pending') return 'Matching has not finished';
  return null;
}
