import { createHash } from 'node:crypto';
import type { OutboxRoute, OutboxRow } from '../../infra/outbox/outbox-route.js';
import { JOBS, QUEUES, URGENCY_PRIORITY } from '../../infra/queues/queues.js';
import { FINDER_REQUEST_REMATCH_REQUESTED } from './events/finder-request-rematch-requested.event.js';
import { FINDER_REQUEST_SUBMITTED } from './events/finder-request-submitted.event.js';
import { FINDER_REQUEST_CONFIRMED } from './events/finder-request-confirmed.event.js';

/** One request, or (under load) several submitted together; ids only. */
export type MatchFinderRequestJob = { finderRequestId: string } | { finderRequestIds: string[] };

export function finderRequestIdsOf(job: MatchFinderRequestJob): string[] {
  return 'finderRequestIds' in job ? job.finderRequestIds : [job.finderRequestId];
}

/**
 * A submitted request becomes a matching job, urgent before soon before flexible. Requests relayed
 * together share a job (per urgency, up to 50): a burst then costs a few queue round trips, not one each.
 */
export const finderRequestOutboxRoutes: OutboxRoute[] = [
  {
    topic: FINDER_REQUEST_SUBMITTED,
    queue: QUEUES.matching,
    jobName: JOBS.matchFinderRequest,
    // Derived from the request id: adding the same request twice leaves one job.
    jobId: (row) => `match-${row.aggregate_id}`,
    data: (row): MatchFinderRequestJob & Record<string, string> => ({ finderRequestId: row.aggregate_id }),
    options: (row) => ({ priority: priorityOf(row) }),
    batch: {
      maxSize: 50,
      groupBy: (row) => String(priorityOf(row)),
      // Derived from the ids: relaying the same group twice leaves one job (and matching twice is harmless).
      jobId: (rows) => `match-batch-${hashOf(rows.map((row) => row.aggregate_id))}`,
      data: (rows): MatchFinderRequestJob & Record<string, string[]> => ({
        finderRequestIds: rows.map((row) => row.aggregate_id),
      }),
    },
  },
  {
    // The family confirmed their email: matching again, now reserving a place. One job per request (a
    // confirmation is accepted once).
    topic: FINDER_REQUEST_CONFIRMED,
    queue: QUEUES.matching,
    jobName: JOBS.matchFinderRequest,
    jobId: (row) => `confirmed-${row.aggregate_id}`,
    data: (row): MatchFinderRequestJob & Record<string, string> => ({ finderRequestId: row.aggregate_id }),
    options: (row) => ({ priority: priorityOf(row) }),
  },
  {
    // Matching again: asked for by a coordinator, or after an offer was declined or lapsed. Job ids come from the
    // outbox rows' ids, so a later re-run of the same request is a new job, while relaying the same row twice is not.
    // Offers whose deadlines fall together lapse together: those re-runs share jobs as a burst of submissions does.
    topic: FINDER_REQUEST_REMATCH_REQUESTED,
    queue: QUEUES.matching,
    jobName: JOBS.matchFinderRequest,
    jobId: (row) => `rematch-${row.aggregate_id}-${row.id}`,
    data: (row): MatchFinderRequestJob & Record<string, string> => ({ finderRequestId: row.aggregate_id }),
    options: (row) => ({ priority: priorityOf(row) }),
    batch: {
      maxSize: 50,
      groupBy: (row) => String(priorityOf(row)),
      jobId: (rows) => `rematch-batch-${hashOf(rows.map((row) => row.id))}`,
      data: (rows): MatchFinderRequestJob & Record<string, string[]> => ({
        finderRequestIds: rows.map((row) => row.aggregate_id),
      }),
    },
  },
];

const hashOf = (ids: string[]) => createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 32);

function priorityOf(row: OutboxRow): number {
  return URGENCY_PRIORITY[row.payload.urgency as keyof typeof URGENCY_PRIORITY] ?? URGENCY_PRIORITY.flexible;
}
