import { ERROR_CODES, OPS_ERROR_CODES } from '@physio/api-contract';
import { DomainError, NotFoundError, RetryLaterError } from '../../common/errors/domain-error.js';
import { USERNAME_RULE } from './username.js';

/** The errors of ops sign-in and accounts, with the codes of packages/api-contract (OPS_ERROR_CODES). */
export const AuthErrors = {
  unauthenticated: () => new DomainError(OPS_ERROR_CODES.UNAUTHENTICATED, 'Please sign in', 'unauthenticated'),
  /** The one answer for an unknown username, a wrong password and a disabled account. */
  invalidCredentials: () =>
    new DomainError(OPS_ERROR_CODES.INVALID_CREDENTIALS, 'Wrong username or password', 'unauthenticated'),
  /**
   * Re-authentication (current password) failed on a signed-in request. Invalid (400) with the field, not
   * unauthenticated (401): the person is still signed in, and a 401 would make the dashboard sign them out.
   */
  wrongCurrentPassword: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_CREDENTIALS,
      'The current password is wrong',
      'invalid',
      'current_password',
    ),
  invalidTotp: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'That code is not valid; use the newest code from your app',
      'unauthenticated',
    ),
  challengeExpired: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'This sign-in has expired or had too many wrong codes; sign in again',
      'unauthenticated',
    ),
  /** A wrong code while enrolling a second factor on a signed-in request (invalid, for the reason above). */
  invalidEnrolmentCode: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'That code is not valid; use the newest code from your app',
      'invalid',
      'code',
    ),
  enrolmentExpired: () =>
    new DomainError(OPS_ERROR_CODES.INVALID_TOTP, 'This set-up has expired; start again', 'invalid', 'setup_token'),
  /**
   * An enrolment link that has expired, was used, was replaced by a newer one, or never existed: one answer for all,
   * so the page tells nobody which accounts exist or had links.
   */
  enrolmentLinkInvalid: () =>
    new DomainError(
      OPS_ERROR_CODES.ENROLMENT_LINK_INVALID,
      'This enrolment link has expired, has been used already or is not valid. Ask an administrator for a new link.',
      'invalid',
      'token',
    ),
  /** The enrolment page's set-up (the new secret, kept 10 minutes) has expired: the link itself may still work. */
  enrolmentChallengeExpired: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_TOTP,
      'This set-up has expired; open your enrolment link again',
      'invalid',
      'challenge',
    ),
  /** In production, an account with no second factor yet: it enrols only through an administrator's link. */
  enrolmentRequired: () =>
    new DomainError(
      OPS_ERROR_CODES.ENROLMENT_REQUIRED,
      "Your account's sign-in is not set up yet: use the enrolment link an administrator sent you, or ask for a new one",
      'forbidden',
    ),
  /** A passkey's answer at sign-in that does not verify (another challenge, origin or key; no user verification). */
  invalidPasskey: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_PASSKEY,
      'That passkey could not be checked; try again, or use your authenticator app',
      'unauthenticated',
    ),
  /** A passkey the browser created that does not verify against its registration (a signed-in request: 400). */
  invalidNewPasskey: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_PASSKEY,
      'The passkey could not be checked; start again',
      'invalid',
      'credential',
    ),
  passkeySetupExpired: () =>
    new DomainError(
      OPS_ERROR_CODES.INVALID_PASSKEY,
      'This passkey set-up has expired; start again',
      'invalid',
      'setup_token',
    ),
  /** Ending another session needs the password given in the last few minutes (403: the person stays signed in). */
  reauthenticationRequired: (what = 'end another session') =>
    new DomainError(OPS_ERROR_CODES.REAUTHENTICATION_REQUIRED, `Enter your password again to ${what}`, 'forbidden'),
  passwordChangeRequired: () =>
    new DomainError(
      OPS_ERROR_CODES.PASSWORD_CHANGE_REQUIRED,
      'Choose a new password first: the one you were given works for one sign-in',
      'forbidden',
    ),
  /** The role requires passkeys and the account has none: the session may only add one (403, still signed in). */
  passkeyRequired: () =>
    new DomainError(
      OPS_ERROR_CODES.PASSKEY_REQUIRED,
      'Your role signs in with a passkey: add one on My account before anything else',
      'forbidden',
    ),
  /** An authenticator app's code at sign-in for an account whose role signs in with a passkey. */
  passkeyOnly: () =>
    new DomainError(
      OPS_ERROR_CODES.PASSKEY_REQUIRED,
      'Your role signs in with a passkey: use it, or one of your recovery codes if you have lost it',
      'unauthenticated',
    ),
  /** A state-changing request sent by a page of another site (its Origin header is not the dashboard's). */
  foreignOrigin: () =>
    new DomainError(
      OPS_ERROR_CODES.FOREIGN_ORIGIN,
      'This request came from a page outside the dashboard; use the dashboard itself',
      'forbidden',
    ),
  forbidden: () => new DomainError(OPS_ERROR_CODES.FORBIDDEN, 'Your role does not allow this', 'forbidden'),
  csrf: () =>
    new DomainError(
      OPS_ERROR_CODES.CSRF,
      'The request lacks this session’s CSRF token (x-csrf-token header); reload the page and try again',
      'forbidden',
    ),
  throttled: (retryAfterSeconds: number) =>
    new RetryLaterError(
      OPS_ERROR_CODES.THROTTLED,
      `Too many failed sign-in attempts; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
      'rate-limited',
      retryAfterSeconds,
    ),
  /** A password the password rule refuses, naming the field it was typed in. */
  weakPassword: (field: 'password' | 'new_password', problem: string) =>
    new DomainError(ERROR_CODES.VALIDATION_FAILED, problem, 'invalid', field),
  accountNotFound: () => new NotFoundError('Account'),
  /** A sign-in rule's path names no role. */
  signInRuleNotFound: () => new NotFoundError('Sign-in rule'),
  invalidUsername: () => new DomainError(ERROR_CODES.VALIDATION_FAILED, USERNAME_RULE, 'invalid', 'username'),
  usernameUnchangeable: () =>
    new DomainError(ERROR_CODES.VALIDATION_FAILED, 'username cannot be changed', 'invalid', 'username'),
  usernameTaken: (username: string) =>
    new DomainError(OPS_ERROR_CODES.CONFLICT, `The username ${username} is taken`, 'conflict', 'username'),
  /** A change the account's state refuses (the last admin disabling themself...), with the field it concerns. */
  accountChangeRefused: (refusal: string, field?: string) =>
    new DomainError(OPS_ERROR_CODES.CONFLICT, refusal, 'conflict', field),
  /** The command-line tool was given a username no account has. */
  noAccountCalled: (username: string) =>
    new DomainError('NOT_FOUND', `No ops account is called ${username}`, 'not-found'),
  /** The local demo coordinator (`npm start`) is never created in production. */
  noDemoAccountInProduction: () => new DomainError('REFUSED', 'No demo account in production', 'forbidden'),
};
