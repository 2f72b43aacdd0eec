import type { OutboxRoute } from '../../infra/outbox/outbox-route.js';
import { JOBS, QUEUES, URGENCY_PRIORITY } from '../../infra/queues/queues.js';
import { FINDER_REQUEST_SUBMITTED } from './events/finder-request-submitted.event.js';

export interface MatchFinderRequestJob {
  finderRequestId: string;
}

/** A submitted request becomes one matching job, urgent before soon before flexible. */
export const finderRequestOutboxRoutes: OutboxRoute[] = [
  {
    topic: FINDER_REQUEST_SUBMITTED,
    queue: QUEUES.matching,
    jobName: JOBS.matchFinderRequest,
    // Derived from the request id: adding the same request twice leaves one job.
    jobId: (row) => `match-${row.aggregate_id}`,
    data: (row): MatchFinderRequestJob & Record<string, string> => ({ finderRequestId: row.aggregate_id }),
    options: (row) => ({
      priority: URGENCY_PRIORITY[row.payload.urgency as keyof typeof URGENCY_PRIORITY] ?? URGENCY_PRIORITY.flexible,
    }),
  },
];
