/**
 * Outbox topic written when a coordinator assigns a physiotherapist by hand. The outbox relay turns it into a
 * matching job for the request; the worker finds the request already matched and publishes
 * FinderRequestMatched, exactly as after an automatic match (emails keyed by request: sent once).
 */
export const FINDER_REQUEST_ASSIGNED = 'finder-request.assigned';

/** Outbox topic written when a coordinator asks for an unmatched request to be matched again. */
export const FINDER_REQUEST_REMATCH_REQUESTED = 'finder-request.rematch-requested';
