import { TOPICS } from '../../../infra/queues/queues.js';

/** Outbox topic written when the family confirms their email: the request is matched again, for real. */
export const FINDER_REQUEST_CONFIRMED = TOPICS.finderRequestConfirmed;
