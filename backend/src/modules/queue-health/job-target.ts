import { ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../common/errors/domain-error.js';
import { isQueueName, QUEUE_NAMES, type QueueName } from '../../infra/queues/queues.js';

/** BullMQ job ids here are derived from record ids (letters, digits, - _ . :) or are its own counters. */
const JOB_ID = /^[\w.:-]{1,200}$/;

/** The queue named in a path, or a 400 naming `queue` and the rule. */
export function queueFromPath(value: string): QueueName {
  if (!isQueueName(value)) {
    throw new DomainError(
      ERROR_CODES.VALIDATION_FAILED,
      `queue must be one of: ${QUEUE_NAMES.join(', ')}`,
      400,
      'queue',
      'isIn',
    );
  }
  return value;
}

/** The job id named in a path, or a 400 naming `job_id` and the rule. */
export function jobIdFromPath(value: string): string {
  if (!JOB_ID.test(value)) {
    throw new DomainError(
      ERROR_CODES.VALIDATION_FAILED,
      'job_id must be 1 to 200 letters, digits, or - _ . :',
      400,
      'job_id',
      'matches',
    );
  }
  return value;
}
