import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
/**
 * Sign-in to the operations dashboard (/api/ops/auth/*). Sessions are server-side; the browser holds an
 * opaque id in an HttpOnly cookie. Every state-changing ops request (anything but GET/HEAD) carries the
 * session's CSRF token in the OPS_CSRF_HEADER header, which a cross-site form cannot send.
 */
export const OPS_ROLES = ['coordinator', 'admin', 'analyst'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const OPS_ROLE_LABELS: Record<OpsRole, string> = {
  coordinator: 'Coordinator',
  admin: 'Administrator',
  analyst: 'Analyst',
};

/** Header that carries the session's CSRF token on every POST, PUT, PATCH and DELETE under /api/ops. */
export const OPS_CSRF_HEADER = 'x-csrf-token';

/** Cookie names: `__Host-` prefixed (and Secure) in production, plain over local http. */
export const OPS_SESSION_COOKIE = 'ops_session';
export const OPS_SESSION_COOKIE_PRODUCTION = '__Host-ops_session';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** POST /api/ops/auth/login */
export interface OpsLoginBody {
  username: string;
  password: string;
}

/** signed-in sets the session cookie; the TOTP variants carry a challenge for POST /api/ops/auth/totp. */
export type OpsLoginResponse = Static<typeof S.OpsLoginResponseSchema>;

/** POST /api/ops/auth/totp */
export interface OpsTotpBody {
  challenge: string;
  code: string;
}

export type OpsSessionView = Static<typeof S.OpsSessionViewSchema>;

export type OpsIdentity = Static<typeof S.OpsIdentitySchema>;

/** POST /api/ops/auth/password: ends every other session of the account. */
export interface OpsChangePasswordBody {
  current_password: string;
  new_password: string;
}
export type OpsChangePasswordResponse = Static<typeof S.OpsChangePasswordResponseSchema>;
export type OpsOwnSessionRow = Static<typeof S.OpsOwnSessionRowSchema>;

/** POST /api/ops/auth/totp/setup (re-authenticates with the password) then /api/ops/auth/totp/enable. */
export interface OpsTotpSetupBody {
  current_password: string;
}
export type OpsTotpSetupResponse = Static<typeof S.OpsTotpSetupResponseSchema>;
export type OpsTotpEnableResponse = Static<typeof S.OpsTotpEnableResponseSchema>;
/** POST /api/ops/auth/recovery-codes (re-authenticates with the password): ten new codes, the old ones end. */
export interface OpsRecoveryCodesBody {
  current_password: string;
}
export type OpsRecoveryCodesResponse = Static<typeof S.OpsRecoveryCodesResponseSchema>;
export interface OpsTotpEnableBody {
  setup_token: string;
  code: string;
}

/** POST /api/ops/auth/reauthenticate: the password again, before ending one's other sessions (DELETE /sessions/:id). */
export interface OpsReauthenticateBody {
  current_password: string;
}
export type OpsReauthenticateResponse = Static<typeof S.OpsReauthenticateResponseSchema>;

/** GET /api/ops/auth/passkeys (a react-admin list), DELETE /api/ops/auth/passkeys/:id. */
export type OpsPasskey = Static<typeof S.OpsPasskeySchema>;
/** POST /api/ops/auth/passkeys/options (re-authenticates with the password), then POST /api/ops/auth/passkeys. */
export interface OpsPasskeyOptionsBody {
  current_password: string;
}
export type OpsPasskeyRegistrationOptions = Static<typeof S.OpsPasskeyRegistrationOptionsSchema>;
/** `credential`: what @simplewebauthn/browser's startRegistration answered (RegistrationResponseJSON). */
export interface OpsPasskeyAddBody {
  setup_token: string;
  name: string;
  credential: Record<string, unknown>;
}
/**
 * POST /api/ops/auth/passkey/options: a sign-in with a passkey alone (no username or password); its challenge goes to
 * POST /api/ops/auth/passkey like the passkey step after a password.
 */
export type OpsPasskeySignInOptions = Static<typeof S.OpsPasskeySignInOptionsSchema>;
/** POST /api/ops/auth/passkey: `credential` is what startAuthentication answered (AuthenticationResponseJSON). */
export interface OpsPasskeySignInBody {
  challenge: string;
  credential: Record<string, unknown>;
}
export const PASSKEY_NAME_MAX_LENGTH = 60;

/**
 * The one-time enrolment link (`<dashboard>/ops/enrol#<token>`, issued by an administrator): its page calls
 * POST /api/ops/auth/enrolment/start, then /complete with a password of the person's choosing and a code from the
 * authenticator app it set up.
 */
export const OPS_ENROLMENT_PATH = '/ops/enrol';
export interface OpsEnrolmentStartBody {
  token: string;
}
export type OpsEnrolmentStartResponse = Static<typeof S.OpsEnrolmentStartResponseSchema>;
export interface OpsEnrolmentCompleteBody {
  token: string;
  challenge: string;
  password: string;
  code: string;
}
export type OpsEnrolmentCompleteResponse = Static<typeof S.OpsEnrolmentCompleteResponseSchema>;

/** Error codes of the ops API (besides the public ones: VALIDATION_FAILED, NOT_FOUND, RATE_LIMITED…). */
export const OPS_ERROR_CODES = {
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  INVALID_TOTP: 'AUTH.INVALID_TOTP',
  INVALID_PASSKEY: 'AUTH.INVALID_PASSKEY',
  REAUTHENTICATION_REQUIRED: 'AUTH.REAUTHENTICATION_REQUIRED',
  FORBIDDEN: 'AUTH.FORBIDDEN',
  CSRF: 'AUTH.CSRF_TOKEN_MISSING',
  THROTTLED: 'AUTH.THROTTLED',
  PASSWORD_CHANGE_REQUIRED: 'AUTH.PASSWORD_CHANGE_REQUIRED',
  /** The account's role signs in with a passkey and the account has none yet: it must add one first. */
  PASSKEY_REQUIRED: 'AUTH.PASSKEY_REQUIRED',
  /** A state-changing request from a page of another origin than the dashboard's (the Origin header). */
  FOREIGN_ORIGIN: 'AUTH.FOREIGN_ORIGIN',
  /** An enrolment link that has expired, was used, was replaced by a newer one, or never existed (one answer). */
  ENROLMENT_LINK_INVALID: 'AUTH.ENROLMENT_LINK_INVALID',
  /** In production, an account without a second factor signs in only after enrolling through its link. */
  ENROLMENT_REQUIRED: 'AUTH.ENROLMENT_REQUIRED',
  INVALID_LIST_QUERY: 'OPS.INVALID_LIST_QUERY',
  CONFLICT: 'OPS.CONFLICT',
  /** A physiotherapist's base district we do not cover, saved only once the coordinator confirms it. */
  OUTSIDE_COVERAGE: 'PHYSIOTHERAPIST.OUTSIDE_COVERAGE',
} as const;
