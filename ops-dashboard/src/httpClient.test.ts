import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import { httpClient } from './httpClient';
import { rememberSession } from './session';
import { aSession, fakeApi, on } from './test/fakeApi';

const physiotherapist = { id: 3, name: 'Claire Pemberton', active: true, match_count: 2, matched_this_week: 1 };

describe('httpClient', () => {
  it('sends the session cookie on every request and the CSRF token on writes only', async () => {
    rememberSession(aSession({}, 'token-abc'));
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists/3', { body: physiotherapist }),
      on('PUT', '/api/ops/physiotherapists/3', { body: physiotherapist }),
      on('POST', '/api/ops/finder-requests/r1/notes', { status: 201, body: {} }),
      on('DELETE', '/api/ops/physiotherapists/3', { body: physiotherapist }),
    );
    const dataProvider = createDataProvider();

    await dataProvider.getOne('physiotherapists', { id: 3 });
    await dataProvider.update('physiotherapists', { id: 3, data: physiotherapist, previousData: physiotherapist });
    await dataProvider.addRequestNote('r1', { body: 'Rang the daughter' });
    await dataProvider.delete('physiotherapists', { id: 3, previousData: physiotherapist });

    const [read, update, note, remove] = api.requests;
    expect(api.requests.every((request) => request.credentials === 'include')).toBe(true);
    expect(read.headers.has('x-csrf-token')).toBe(false);
    expect(update.headers.get('x-csrf-token')).toBe('token-abc');
    expect(note.headers.get('x-csrf-token')).toBe('token-abc');
    expect(remove.headers.get('x-csrf-token')).toBe('token-abc');
    // The body-less DELETE is not labelled text/plain (the API refuses bodies that are not JSON).
    expect(remove.headers.get('content-type')).toBeNull();
  });

  it('after a reload, reads the token from the session before the first write', async () => {
    const api = fakeApi(
      on('GET', '/api/ops/auth/session', { body: aSession({}, 'token-after-reload') }),
      on('POST', '/api/ops/finder-requests/r1/rematch', { status: 202, body: {} }),
    );
    await createDataProvider().rematch('r1');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/ops/auth/session',
      'POST /api/ops/finder-requests/r1/rematch',
    ]);
    expect(api.requests[1].headers.get('x-csrf-token')).toBe('token-after-reload');
  });

  it('signs in without a token: there is no session yet', async () => {
    const api = fakeApi(on('POST', '/api/ops/auth/login', { body: { status: 'totp-required', challenge: 'c' } }));
    await httpClient('/api/ops/auth/login', { method: 'POST', body: '{}' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].headers.has('x-csrf-token')).toBe(false);
  });

  it('retries once with a fresh token when the API refuses a stale one', async () => {
    rememberSession(aSession({}, 'old-token'));
    const api = fakeApi(
      on('GET', '/api/ops/auth/session', { body: aSession({}, 'new-token') }),
      on('POST', '/api/ops/accounts/4/end-sessions', (request) =>
        request.headers.get('x-csrf-token') === 'new-token'
          ? { body: {} }
          : { status: 403, body: { status: 403, code: 'AUTH.CSRF_TOKEN_MISSING', message: 'Missing CSRF token' } },
      ),
    );
    await createDataProvider().endSessions(4);
    expect(api.requests.map((r) => r.headers.get('x-csrf-token'))).toEqual(['old-token', null, 'new-token']);
  });

  // The physiotherapist form puts them in its own words (physiotherapists/serverErrors.ts, PhysiotherapistEdit.test).
  it('turns the API’s field errors into the errors react-admin shows on each input', async () => {
    rememberSession(aSession());
    fakeApi(
      on('POST', '/api/ops/accounts', {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'username must be 3 to 40 lower-case letters',
          errors: [
            { field: 'username', rule: 'matches', message: 'username must be 3 to 40 lower-case letters' },
            { field: 'username', rule: 'unique', message: 'second rule on the same field' },
            { field: 'display_name', rule: 'maxLength', message: 'display_name must be at most 80 characters' },
          ],
        },
      }),
    );
    const failure = await createDataProvider()
      .create('accounts', { data: { username: 'X' } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(400);
    expect((failure as HttpError).body.errors).toEqual({
      username: 'username must be 3 to 40 lower-case letters',
      display_name: 'display_name must be at most 80 characters',
      root: { serverError: 'username must be 3 to 40 lower-case letters' },
    });
    expect((failure as HttpError).body.code).toBe('VALIDATION_FAILED');
  });

  it('leaves errors without field errors as they are (a 409 keeps its message)', async () => {
    rememberSession(aSession());
    fakeApi(
      on('DELETE', '/api/ops/physiotherapists/3', {
        status: 409,
        body: { status: 409, code: 'OPS.CONFLICT', message: 'Claire has been matched: deactivate instead' },
      }),
    );
    const failure = await createDataProvider()
      .delete('physiotherapists', { id: 3 })
      .catch((error: unknown) => error);
    expect((failure as HttpError).message).toBe('Claire has been matched: deactivate instead');
    expect((failure as HttpError).body.errors).toBeUndefined();
  });
});

describe('dataProvider writes', () => {
  it('sends only the fields the API accepts, so saving a loaded record is not refused', async () => {
    rememberSession(aSession());
    const api = fakeApi(
      on('PUT', '/api/ops/accounts/4', (request) => ({ body: { id: 4, ...(request.body as object) } })),
    );
    const loaded = {
      id: 4,
      username: 'jo',
      display_name: 'Jo',
      role: 'coordinator',
      active: false,
      totp_enabled: true,
      last_sign_in_at: null,
      created_at: '2026-01-01T00:00:00Z',
      password: '',
    };
    await createDataProvider().update('accounts', { id: 4, data: loaded, previousData: loaded });
    expect(api.requests[0].body).toEqual({ display_name: 'Jo', role: 'coordinator', active: false });
  });
});
