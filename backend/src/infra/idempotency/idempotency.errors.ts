import { ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../common/errors/domain-error.js';

/** The errors of Idempotency-Key handling on the public forms. */
export const IdempotencyErrors = {
  /** The key came with a different body: a new submission needs a new key. */
  keyReused: () =>
    new DomainError(
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      'This Idempotency-Key was already used for a different request; use a new key for a new submission',
      'unprocessable',
    ),
  /** The first request with the key is still running, or never completed: the client retries shortly. */
  keyInUse: (firstStillRunning: boolean) =>
    new DomainError(
      ERROR_CODES.IDEMPOTENCY_KEY_IN_USE,
      firstStillRunning
        ? 'A request with this Idempotency-Key is still being processed; retry shortly'
        : 'The first request with this Idempotency-Key did not complete; retry shortly',
      'conflict',
    ),
};
