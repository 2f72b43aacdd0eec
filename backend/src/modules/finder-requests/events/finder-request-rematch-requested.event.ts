import { TOPICS } from '../../../infra/queues/queues.js';

/** Outbox topic written when a coordinator asks for an unmatched request to be matched again. */
export const FINDER_REQUEST_REMATCH_REQUESTED = TOPICS.finderRequestRematchRequested;
