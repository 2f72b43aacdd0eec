import type { EnquiryStatus } from '@physio/api-contract';

/** Where coordinators stand with an enquiry. */
export interface EnquiryHandling {
  status: EnquiryStatus;
  handledBy: string | null;
  handledAt: Date | null;
  statusChangedAt: Date | null;
}

/** What a coordinator asked for: a status (notes are added to the history, never set here). */
export interface EnquiryChange {
  status: EnquiryStatus;
}

export interface EnquiryUpdateDecision {
  next: EnquiryHandling;
  /** The fields the change altered (names only). */
  changed: 'status'[];
}

/**
 * Applies a coordinator's change. Any status may follow any other (an enquiry can be reopened). Marking it
 * handled records who and when; leaving handled clears both, so "handled by" never names someone for an
 * enquiry that is open again. Saving "handled" again keeps the first handler. A change that alters nothing
 * leaves every field, status_changed_at included, as it was.
 */
export function decideEnquiryUpdate(
  current: EnquiryHandling,
  change: EnquiryChange,
  coordinator: string,
  now: Date,
): EnquiryUpdateDecision {
  const changed: EnquiryUpdateDecision['changed'] = [];
  const next: EnquiryHandling = { ...current };
  if (change.status !== current.status) {
    changed.push('status');
    next.status = change.status;
    next.statusChangedAt = now;
    if (change.status === 'handled') {
      next.handledBy = coordinator;
      next.handledAt = now;
    } else {
      next.handledBy = null;
      next.handledAt = null;
    }
  }
  return { next, changed };
}

/** How an account is named on the enquiries it handled. */
export function coordinatorName(account: { displayName: string; username: string }): string {
  return account.displayName.trim() || account.username;
}
