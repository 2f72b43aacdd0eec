import type { JobsOptions } from 'bullmq';
import type { QueueName, Topic } from '../queues/queues.js';
import { groupBy } from '../../common/collections/group-by.js';
import { jobTraceData } from '../tracing/job-trace.js';

export interface OutboxRow {
  id: string;
  topic: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  /** The trace the row's work continues ({traceparent, tracestate?}); null while tracing is off. */
  trace_context?: unknown;
}

/** Where the relay sends an outbox topic: which queue, which job, and a job id that makes re-sending harmless. */
export interface OutboxRoute {
  topic: Topic;
  queue: QueueName;
  jobName: string;
  jobId: (row: OutboxRow) => string;
  data: (row: OutboxRow) => Record<string, string | number | boolean | null>;
  options?: (row: OutboxRow) => JobsOptions;
  /**
   * Rows of this topic relayed together (a burst) become one job per group of up to maxSize rows: one
   * queue round trip and one job run for many records. A group of one is the plain single-row job above, and so
   * is a row that groupBy puts in no group (null). Rows in a group share their job options, so group by whatever
   * the options depend on.
   */
  batch?: {
    maxSize: number;
    /** The batch job's name, when its processor must tell it from the single-row job (default: jobName). */
    jobName?: string;
    groupBy: (row: OutboxRow) => string | null;
    jobId: (rows: readonly OutboxRow[]) => string;
    data: (rows: readonly OutboxRow[]) => Record<string, string | string[]>;
  };
}

/** A job to queue, and the outbox rows it carries (kept until it has run). */
export interface RelayedJob {
  name: string;
  data: Record<string, unknown>;
  opts: JobsOptions;
  rowIds: string[];
}

/**
 * The jobs for a route's rows: one per row, or, for a batching route, one per group of rows. Each job's data also
 * carries the trace context of its row(s), so its processor continues their trace (see jobTraceData).
 */
export function jobsForRoute(route: OutboxRoute, rows: readonly OutboxRow[]): RelayedJob[] {
  const single = (row: OutboxRow): RelayedJob => ({
    name: route.jobName,
    data: { ...route.data(row), ...jobTraceData([row]) },
    opts: { ...route.options?.(row), jobId: route.jobId(row) },
    rowIds: [row.id],
  });
  const batch = route.batch;
  if (!batch) return rows.map(single);
  const jobs: RelayedJob[] = [];
  const groups = groupBy(rows, batch.groupBy);
  jobs.push(...(groups.get(null) ?? []).map(single));
  groups.delete(null);
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += batch.maxSize) {
      const chunk = group.slice(i, i + batch.maxSize);
      jobs.push(
        chunk.length === 1
          ? single(chunk[0])
          : {
              name: batch.jobName ?? route.jobName,
              data: { ...batch.data(chunk), ...jobTraceData(chunk) },
              opts: { ...route.options?.(chunk[0]), jobId: batch.jobId(chunk) },
              rowIds: chunk.map((row) => row.id),
            },
      );
    }
  }
  return jobs;
}
