import type { OutboxRoute } from '../../infra/outbox/outbox-route.js';
import { JOBS, QUEUES } from '../../infra/queues/queues.js';
import { COVERAGE_EXPANDED } from '../coverage/events/coverage-expanded.event.js';
import type { NotifyWaitlistJob } from './notify/waitlist.processor.js';

/** Coverage grew: tell the waitlist in the new districts. */
export const waitlistOutboxRoutes: OutboxRoute[] = [
  {
    topic: COVERAGE_EXPANDED,
    queue: QUEUES.waitlist,
    jobName: JOBS.notifyWaitlistForCoverage,
    jobId: (row) => `notify-waitlist-${row.aggregate_id}`,
    data: (row): NotifyWaitlistJob & Record<string, string> => ({ coverageChangeId: row.aggregate_id }),
  },
];
