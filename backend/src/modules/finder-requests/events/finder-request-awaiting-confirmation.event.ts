/**
 * Published on the CQRS event bus by the matching worker when a request was decided without the family's
 * confirmation: nothing is reserved, and the family (if they gave an email with consent) is sent the link.
 */
export class FinderRequestAwaitingConfirmationEvent {
  constructor(
    readonly finderRequestId: string,
    /** The family gave an email and consent: there is someone to write to (a fact, not the address). */
    readonly familyCanBeEmailed: boolean,
  ) {}
}

/** Outbox topic written when the family confirms their email: the request is matched again, for real. */
export const FINDER_REQUEST_CONFIRMED = 'finder-request.confirmed';
