import { fetchUtils } from 'react-admin';
import { OPS_CSRF_HEADER, OPS_ERROR_CODES } from '@physio/api-contract';
import { withFormErrors, apiErrorCode } from './apiErrors';
import { currentSession, refreshSession } from './session';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** The sign-in steps (and the enrolment link's) run before there is a session, so they carry no CSRF token. */
const SIGN_IN_STEPS = /\/auth\/(login|totp|passkey|passkey\/options|enrolment\/start|enrolment\/complete)$/;

/**
 * Every request of the dashboard: the session cookie goes along (`credentials: 'include'`), and every write carries
 * the session's CSRF token in `x-csrf-token`, which a cross-site form cannot send. Field errors in the API's answer
 * come back in the shape react-admin's forms show beside each input.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const method = (options.method ?? 'GET').toUpperCase();
  const write = !READ_METHODS.has(method);
  const send = async () => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (write && !SIGN_IN_STEPS.test(url)) {
      const token = (currentSession() ?? (await refreshSession()))?.csrf_token;
      if (token) headers.set(OPS_CSRF_HEADER, token);
    }
    // ra-data-simple-rest labels its body-less DELETE as text/plain; the API refuses bodies that are not JSON.
    if (!options.body) headers.delete('Content-Type');
    return fetchUtils.fetchJson(url, { ...options, method, headers, credentials: 'include' });
  };
  try {
    return await send();
  } catch (error) {
    // A token from an older session (signed in again in another tab): read the session again and retry once.
    if (write && apiErrorCode(error) === OPS_ERROR_CODES.CSRF && (await refreshSession())) {
      try {
        return await send();
      } catch (retryError) {
        throw withFormErrors(retryError);
      }
    }
    throw withFormErrors(error);
  }
}
