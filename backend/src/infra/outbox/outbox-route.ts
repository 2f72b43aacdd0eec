import type { JobsOptions } from 'bullmq';
import type { QueueName } from '../queues/queues.js';

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
}
