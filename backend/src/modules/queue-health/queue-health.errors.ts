import { OPS_ERROR_CODES, QUEUE_HEALTH_ERROR_CODES } from '@physio/api-contract';
import { CommonErrors } from '../../common/errors/common.errors.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';

/** Redis did not answer in time: the page says so, and a retry or removal is refused (nothing changed). */
export class RedisUnavailableError extends DomainError {
  constructor() {
    super(
      QUEUE_HEALTH_ERROR_CODES.REDIS_UNAVAILABLE,
      'The job queues cannot be reached (Redis does not answer); nothing was changed. Try again shortly.',
      'unavailable',
    );
  }
}

/** The errors of the queue-health page and its retry and removal of failed jobs. */
export const QueueHealthErrors = {
  invalidQueue: (queueNames: readonly string[]) =>
    CommonErrors.invalidField('queue', `queue must be one of: ${queueNames.join(', ')}`, 'isIn'),
  invalidJobId: () =>
    CommonErrors.invalidField('job_id', 'job_id must be 1 to 200 letters, digits, or - _ . :', 'matches'),
  queueNotFound: () => new NotFoundError('Queue'),
  jobNotFound: () => new NotFoundError('Job'),
  /** Only a failed job can be retried or removed; `state` is BullMQ's state of the job now. */
  jobNotFailed: (action: string, state: string) =>
    new DomainError(
      OPS_ERROR_CODES.CONFLICT,
      `Only a failed job can be ${action}; this one is ${state === 'unknown' ? 'gone' : state}`,
      'conflict',
    ),
  /** BullMQ refused to move the job: someone else retried or removed it a moment ago, or a worker holds it. */
  jobChangedMeanwhile: (action: string) =>
    new DomainError(OPS_ERROR_CODES.CONFLICT, `The job could not be ${action}: it changed meanwhile`, 'conflict'),
  redisUnavailable: () => new RedisUnavailableError(),
};
