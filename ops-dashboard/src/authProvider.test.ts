import { describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';
import { currentSession, rememberSession, sessionEndedByServer } from './session';
import { aSession, fakeApi, on } from './test/fakeApi';

describe('authProvider', () => {
  it('signs out on 401 (the session ended on the server) and says so on the login page', async () => {
    rememberSession(aSession());
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(currentSession()).toBeNull();
    expect(sessionEndedByServer()).toBe(true);
  });

  it('stays signed in on 403: one action was refused, not the person', async () => {
    rememberSession(aSession());
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(currentSession()).not.toBeNull();
  });

  it('after a reload, checks the session with the API and reads the role from it', async () => {
    const api = fakeApi(on('GET', '/api/ops/auth/session', { body: aSession({ role: 'admin' }) }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getPermissions!({})).toBe('admin');
    expect(await authProvider.canAccess!({ action: 'list', resource: 'accounts' })).toBe(true);
    expect(api.requests).toHaveLength(1); // read once, then kept in memory
  });

  it('sends a signed-out browser to the login page without an error message', async () => {
    fakeApi(
      on('GET', '/api/ops/auth/session', {
        status: 401,
        body: { status: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Sign in' },
      }),
    );
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(sessionEndedByServer()).toBe(false);
  });

  it('ends the session on the server when signing out, with the CSRF token', async () => {
    rememberSession(aSession({}, 'token-xyz'));
    const api = fakeApi(on('POST', '/api/ops/auth/logout', { status: 204 }));
    await authProvider.logout({});
    expect(api.requests[0].headers.get('x-csrf-token')).toBe('token-xyz');
    expect(currentSession()).toBeNull();
  });
});
