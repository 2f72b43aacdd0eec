import { fetchUtils } from 'react-admin';
import type { OpsSessionView } from '@physio/api-contract';

/** Where every ops API path starts (same origin: the API serves the dashboard at /ops/). */
export const API_URL = '/api/ops';

/**
 * The signed-in session as the API described it: who, with which role, and the CSRF token every write must carry.
 * Kept in memory only (never in localStorage, where any script could read the token); after a reload it is read
 * again from GET /api/ops/auth/session, which the HttpOnly cookie authorises.
 */
let current: OpsSessionView | null = null;
let loading: Promise<OpsSessionView | null> | null = null;
/** Set when the API ended a session this page was using, so the login page can say why it is showing. */
let ended = false;

export function currentSession(): OpsSessionView | null {
  return current;
}

export function rememberSession(session: OpsSessionView): void {
  current = session;
  ended = false;
}

/** `ended`: the API refused the session (expired, ended by an admin), as opposed to signing out on purpose. */
export function forgetSession({ ended: endedByServer = false } = {}): void {
  if (endedByServer && current) ended = true;
  current = null;
}

export function sessionEndedByServer(): boolean {
  return ended;
}

/** The session, read from the API when this page has not seen it yet; null when signed out (401). */
export function loadSession(): Promise<OpsSessionView | null> {
  if (current) return Promise.resolve(current);
  return refreshSession();
}

/** Reads the session from the API again (one request at a time, however many callers ask). */
export function refreshSession(): Promise<OpsSessionView | null> {
  loading ??= fetchUtils
    .fetchJson(`${API_URL}/auth/session`, { credentials: 'include' })
    .then(({ json }) => {
      current = json as OpsSessionView;
      ended = false;
      return current;
    })
    .catch((error: unknown) => {
      current = null;
      if ((error as { status?: number }).status === 401) return null;
      throw error;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
