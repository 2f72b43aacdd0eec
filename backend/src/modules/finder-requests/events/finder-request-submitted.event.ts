import { TOPICS } from '../../../infra/queues/queues.js';

/**
 * Outbox topic written with every new finder request. The outbox relay turns it into a matching job
 * (see finder-request.outbox-routes.ts); its payload holds the urgency, never personal details.
 */
export const FINDER_REQUEST_SUBMITTED = TOPICS.finderRequestSubmitted;
