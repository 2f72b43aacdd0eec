import type { JobsOptions } from 'bullmq';
import type { QueueName } from '../queues/queues.js';
import { groupBy } from '../../common/collections/group-by.js';

export interface OutboxRow {
  id: string;
  topic: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
}

/** Where the relay sends an outbox topic: which queue, which job, and a job id that makes re-sending harmless. */
export interface OutboxRoute {
  topic: string;
  queue: QueueName;
  jobName: string;
  jobId: (row: OutboxRow) => string;
  data: (row: OutboxRow) => Record<string, string | number | boolean | null>;
  options?: (row: OutboxRow) => JobsOptions;
  /**
   * Rows of this topic relayed together (a burst) become one job per group of up to maxSize rows: one
   * queue round trip and one job run for many records. A group of one is the plain single-row job above.
   * Rows in a group share their job options, so group by whatever the options depend on.
   */
  batch?: {
    maxSize: number;
    groupBy: (row: OutboxRow) => string;
    jobId: (rows: readonly OutboxRow[]) => string;
    data: (rows: readonly OutboxRow[]) => Record<string, string | string[]>;
  };
}

/** The jobs for a route's rows: one per row, or, for a batching route, one per group of rows. */
export function jobsForRoute(
  route: OutboxRoute,
  rows: readonly OutboxRow[],
): { name: string; data: Record<string, unknown>; opts: JobsOptions }[] {
  const single = (row: OutboxRow) => ({
    name: route.jobName,
    data: route.data(row),
    opts: { ...route.options?.(row), jobId: route.jobId(row) },
  });
  const batch = route.batch;
  if (!batch) return rows.map(single);
  const jobs = [];
  for (const group of groupBy(rows, batch.groupBy).values()) {
    for (let i = 0; i < group.length; i += batch.maxSize) {
      const chunk = group.slice(i, i + batch.maxSize);
      jobs.push(
        chunk.length === 1
          ? single(chunk[0])
          : {
              name: route.jobName,
              data: batch.data(chunk),
              opts: { ...route.options?.(chunk[0]), jobId: batch.jobId(chunk) },
            },
      );
    }
  }
  return jobs;
}
