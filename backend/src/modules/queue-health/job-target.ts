import { isQueueName, QUEUE_NAMES, type QueueName } from '../../infra/queues/queues.js';
import { QueueHealthErrors } from './queue-health.errors.js';

/** BullMQ job ids here are derived from record ids (letters, digits, - _ . :) or are its own counters. */
const JOB_ID = /^[\w.:-]{1,200}$/;

/** The queue named in a path, or a 400 naming `queue` and the rule. */
export function queueFromPath(value: string): QueueName {
  if (!isQueueName(value)) throw QueueHealthErrors.invalidQueue(QUEUE_NAMES);
  return value;
}

/** The job id named in a path, or a 400 naming `job_id` and the rule. */
export function jobIdFromPath(value: string): string {
  if (!JOB_ID.test(value)) throw QueueHealthErrors.invalidJobId();
  return value;
}
