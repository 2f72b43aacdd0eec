import type { AuthProvider, UserIdentity } from 'react-admin';
import type {
  OpsLoginBody,
  OpsLoginResponse,
  OpsPasskeySignInBody,
  OpsPasskeySignInOptions,
  OpsRole,
  OpsTotpBody,
} from '@physio/api-contract';
import { canAccess } from './canAccess';
import { httpClient } from './httpClient';
import { API_URL, currentSession, forgetSession, loadSession, rememberSession } from './session';

/** The second step of a sign-in: the password was right, now a code from the authenticator app (or enrolling one). */
export type SecondFactorStep = Exclude<OpsLoginResponse, { status: 'signed-in' }>;

/** Thrown by login() when the answer asks for a TOTP code: the login page shows that step, nothing failed. */
export class SecondFactorRequired extends Error {
  constructor(readonly step: SecondFactorStep) {
    super(step.status);
    this.name = 'SecondFactorRequired';
  }
}

export interface OpsUserIdentity extends UserIdentity {
  username: string;
  role: OpsRole;
  totpEnabled: boolean;
  /** An administrator set the password: nothing else works until the person chooses their own. */
  passwordChangeRequired: boolean;
  /** The role signs in with a passkey and the account has none: nothing else works until one is added. */
  passkeyRequired: boolean;
}

/**
 * Sign-in is two steps: the password (POST /auth/login), then, when asked, a passkey's answer (POST /auth/passkey) or
 * a TOTP code (POST /auth/totp). A passkey alone is one: its answer to startPasskeySignIn's challenge.
 */
export type LoginParams = OpsLoginBody | OpsTotpBody | OpsPasskeySignInBody;

/**
 * The start of a sign-in with a passkey alone: a challenge, and options that list no passkeys (the browser offers
 * those it holds for this site). Its answer goes to login() with the challenge, as after a password.
 */
export async function startPasskeySignIn(): Promise<OpsPasskeySignInOptions> {
  const { json } = await httpClient(`${API_URL}/auth/passkey/options`, { method: 'POST', body: '{}' });
  return json as OpsPasskeySignInOptions;
}

/** react-admin rejects checkAuth with this to send the browser to the login page without an error message. */
const SIGNED_OUT = { message: false as const };

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const step = 'credential' in params ? 'passkey' : 'challenge' in params ? 'totp' : 'login';
    const { json } = await httpClient(`${API_URL}/auth/${step}`, { method: 'POST', body: JSON.stringify(params) });
    const answer = json as OpsLoginResponse;
    if (answer.status !== 'signed-in') throw new SecondFactorRequired(answer);
    rememberSession(answer.session);
  },

  async logout() {
    if (currentSession()) {
      try {
        await httpClient(`${API_URL}/auth/logout`, { method: 'POST', body: '{}' });
      } catch {
        // The session may already have ended on the server (that is why we are signing out): nothing to undo.
      }
    }
    forgetSession();
  },

  async checkAuth() {
    if (!(await loadSession())) throw SIGNED_OUT;
  },

  // 401: the session is gone (expired, ended by an admin, account disabled): sign out. 403 is a refusal of one
  // action to a signed-in person: stay signed in and let the page say so.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forgetSession({ ended: true });
      // No notification here: the login page says the session ended (it is where the person lands).
      throw SIGNED_OUT;
    }
  },

  async getIdentity(): Promise<OpsUserIdentity> {
    const session = await loadSession();
    if (!session) throw SIGNED_OUT;
    const { account } = session;
    return {
      id: account.id,
      fullName: account.display_name,
      username: account.username,
      role: account.role,
      totpEnabled: account.totp_enabled,
      passwordChangeRequired: account.password_change_required,
      passkeyRequired: account.passkey_required,
    };
  },

  async getPermissions() {
    return (await loadSession())?.account.role;
  },

  async canAccess({ action, resource }) {
    return canAccess((await loadSession())?.account.role, { action, resource });
  },
};
