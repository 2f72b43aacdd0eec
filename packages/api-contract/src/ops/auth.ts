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

/**
 * Answer of login and of the second-factor steps. `signed-in` sets the session cookie. `totp-required`
 * and `totp-setup-required` carry a short-lived challenge for POST /api/ops/auth/totp; the setup variant
 * also carries the secret to enrol (production requires a second factor for every account).
 */
export type OpsLoginResponse =
  | { status: 'signed-in'; session: OpsSessionView }
  | { status: 'totp-required'; challenge: string }
  | { status: 'totp-setup-required'; challenge: string; totp_secret: string; otpauth_uri: string };

/** POST /api/ops/auth/totp */
export interface OpsTotpBody {
  challenge: string;
  code: string;
}

/** GET /api/ops/auth/session (401 when signed out). */
export interface OpsSessionView {
  account: OpsIdentity;
  csrf_token: string;
  /** ISO times: when the session ends if idle, and at the latest. */
  idle_expires_at: string;
  absolute_expires_at: string;
}

export interface OpsIdentity {
  id: number;
  username: string;
  display_name: string;
  role: OpsRole;
  totp_enabled: boolean;
}

/** POST /api/ops/auth/password: ends every other session of the account. */
export interface OpsChangePasswordBody {
  current_password: string;
  new_password: string;
}
export interface OpsChangePasswordResponse {
  /** How many other sessions of the account were ended. */
  sessions_ended: number;
}

/** POST /api/ops/auth/totp/setup (re-authenticates with the password) then /api/ops/auth/totp/enable. */
export interface OpsTotpSetupBody {
  current_password: string;
}
export interface OpsTotpSetupResponse {
  totp_secret: string;
  otpauth_uri: string;
  setup_token: string;
}
export interface OpsTotpEnableBody {
  setup_token: string;
  code: string;
}

/** Error codes of the ops API (besides the public ones: VALIDATION_FAILED, NOT_FOUND, RATE_LIMITED…). */
export const OPS_ERROR_CODES = {
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  INVALID_TOTP: 'AUTH.INVALID_TOTP',
  FORBIDDEN: 'AUTH.FORBIDDEN',
  CSRF: 'AUTH.CSRF_TOKEN_MISSING',
  THROTTLED: 'AUTH.THROTTLED',
  INVALID_LIST_QUERY: 'OPS.INVALID_LIST_QUERY',
  CONFLICT: 'OPS.CONFLICT',
} as const;
