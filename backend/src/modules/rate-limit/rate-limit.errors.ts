import { ERROR_CODES } from '@physio/api-contract';
import { RetryLaterError } from '../../common/errors/domain-error.js';

/** The errors of the public forms' rate limits. */
export const RateLimitErrors = {
  /** A client, or a contact email address, used up its allowance: the answer asks it to wait (Retry-After). */
  tooManyRequests: (limitedBy: 'client' | 'email', retryAfterSeconds: number) =>
    new RetryLaterError(
      ERROR_CODES.RATE_LIMITED,
      `Too many requests ${limitedBy === 'email' ? 'with this email address' : 'from your connection'}; please try again in ${retryAfterSeconds} seconds`,
      'rate-limited',
      retryAfterSeconds,
    ),
};
