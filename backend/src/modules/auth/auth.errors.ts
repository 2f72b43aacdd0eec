import { OPS_ERROR_CODES } from '@physio/api-contract';
import { DomainError, RetryLaterError } from '../../common/errors/domain-error.js';

/** The errors of ops sign-in, with the codes of packages/api-contract (OPS_ERROR_CODES). */
export const AuthErrors = {
  unauthenticated: () => new DomainError(OPS_ERROR_CODES.UNAUTHENTICATED, 'Please sign in', 401),
  /** The one answer for an unknown username, a wrong password and a disabled account. */
  invalidCredentials: () => new DomainError(OPS_ERROR_CODES.INVALID_CREDENTIALS, 'Wrong username or password', 401),
  /**
   * Re-authentication (current password) failed on a signed-in request. 400 with the field, not 401: the
   * person is still signed in, and a 401 would make the dashboard sign them out.
   */
  wrongCurrentPassword: () =>
    new DomainError(OPS_ERROR_CODES.INVALID_CREDENTIALS, 'The current password is wrong', 400, 'current_password'),
  invalidTotp: () =>
    new DomainError(OPS_ERROR_CODES.INVALID_TOTP, 'That code is not valid; use the newest code from your app', 401),
  challengeExpired: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'This sign-in has expired or had too many wrong codes; sign in again',
      401,
    ),
  /** A wrong code while enrolling a second factor on a signed-in request (400, for the reason above). */
  invalidEnrolmentCode: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'That code is not valid; use the newest code from your app',
      400,
      'code',
    ),
  enrolmentExpired: () =>
    new DomainError(OPS_ERROR_CODES.INVALID_TOTP, 'This set-up has expired; start again', 400, 'setup_token'),
  forbidden: () => new DomainError(OPS_ERROR_CODES.FORBIDDEN, 'Your role does not allow this', 403),
  csrf: () =>
    new DomainError(
      OPS_ERROR_CODES.CSRF,
      'The request lacks this session’s CSRF token (x-csrf-token header); reload the page and try again',
      403,
    ),
  throttled: (retryAfterSeconds: number) =>
    new RetryLaterError(
      OPS_ERROR_CODES.THROTTLED,
      `Too many failed sign-in attempts; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
      429,
      retryAfterSeconds,
    ),
};
