import { TOPICS } from '../../../infra/queues/queues.js';

/** Outbox topic: coverage grew (aggregate id = coverage_change id). The worker then notifies the waitlist. */
export const COVERAGE_EXPANDED = TOPICS.coverageExpanded;
