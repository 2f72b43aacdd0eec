import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { listQuery, OpsClient, type OpsResponse } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const INVALID_CREDENTIALS = { status: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Wrong username or password' };

// Idle and absolute timeouts of the second API process (the first keeps the defaults).
const SHORT_IDLE_SECONDS = 2;
const SHORT_ABSOLUTE_SECONDS = 7;

let clientNumber = 0;
/** Each test signs in from an address of its own, so per-client throttling in one test never reaches another. */
const nextAddress = () => `198.51.100.${++clientNumber}`;

/** Sign-in, sessions, CSRF, roles, second factor, throttling and the audit trail of the operations dashboard. */
describe('ops sign-in and sessions', () => {
  let db: TestDatabase;
  let redis: Redis;
  let api: RunningApi;
  /** A second API copy sharing the first one's Redis keys, with short session timeouts. */
  let shortApi: RunningApi;
  // The tests stand in for a load balancer on loopback: each client is told apart by X-Forwarded-For.
  const env = testEnv({ TRUST_PROXY: '127.0.0.1' });

  const client = (base: RunningApi = api) => new OpsClient(base.url, nextAddress());
  const signedIn = async (account: TestOpsAccount, base: RunningApi = api) => {
    const c = client(base);
    await c.signIn(account.username, account.password);
    return c;
  };
  const auditRows = (where: string, params: unknown[]) =>
    db.query<{
      action: string;
      account_id: number | null;
      username: string | null;
      details: any;
      client: string | null;
    }>(
      `select action, account_id, username, record_id, details, client from audit_log where ${where} order by id`,
      params,
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate audit_log, ops_passkey, ops_account restart identity');
    redis = new Redis(TEST_REDIS_URL);
    [api, shortApi] = await Promise.all([
      startApi(env),
      startApi({
        ...env,
        OPS_SESSION_IDLE_SECONDS: String(SHORT_IDLE_SECONDS),
        OPS_SESSION_ABSOLUTE_SECONDS: String(SHORT_ABSOLUTE_SECONDS),
      }),
    ]);
    // Each copy's first sign-in runs cold code paths and opens its first connections: on a busy machine that alone can
    // outlast the one-second delay the throttling test checks across the two copies. An unknown name, its own client.
    for (const copy of [api, shortApi]) {
      await new OpsClient(copy.url, nextAddress()).post('/api/ops/auth/login', {
        username: 'warm.up',
        password: 'a warm-up guess',
      });
    }
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), shortApi?.stop()]);
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db?.close();
  });

  describe('signing in', () => {
    it('signs in with the username in any case, with an HttpOnly SameSite=Strict cookie and a new session id each time', async () => {
      const account = await createOpsAccount(db, { username: 'jane.smith', role: 'admin', displayName: 'Jane Smith' });
      const first = client();
      const answer = await first.post('/api/ops/auth/login', { username: ' Jane.Smith ', password: account.password });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'signed-in',
        session: {
          account: {
            id: account.id,
            username: 'jane.smith',
            display_name: 'Jane Smith',
            role: 'admin',
            totp_enabled: false,
          },
        },
      });
      const [cookie, device] = answer.headers.getSetCookie();
      expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
      // This browser is trusted for the account for 30 days, sent only to the sign-in routes (see throttling).
      expect(device).toMatch(
        /^ops_device=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api\/ops\/auth; HttpOnly; SameSite=Strict$/,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');

      const second = await signedIn(account);
      expect(second.cookie).not.toBe(first.cookie);
      for (const c of [first, second]) {
        const session = await c.get('/api/ops/auth/session');
        expect(session.status).toBe(200);
        expect(session.body.account.username).toBe('jane.smith');
        expect(session.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it('keeps only a SHA-256 of the session id in Redis, never the id itself', async () => {
      const c = await signedIn(await createOpsAccount(db));
      const id = c.cookie!.split('=')[1];
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:ops:*`);
      expect(keys).toContain(`${env.QUEUE_PREFIX}:ops:session:${sha256(id)}`);
      for (const key of keys) {
        expect(key).not.toContain(id);
        const type = await redis.type(key);
        const values =
          type === 'hash' ? Object.values(await redis.hgetall(key)) : type === 'set' ? await redis.smembers(key) : [];
        expect(values).not.toContain(id);
      }
    });

    it('answers an unknown username, a wrong password and a disabled account with the same 401', async () => {
      const account = await createOpsAccount(db);
      const disabled = await createOpsAccount(db, { active: false });
      const answers = await Promise.all([
        client().post('/api/ops/auth/login', { username: 'nobody.here', password: account.password }),
        client().post('/api/ops/auth/login', { username: account.username, password: 'not the password at all' }),
        client().post('/api/ops/auth/login', { username: disabled.username, password: disabled.password }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(INVALID_CREDENTIALS);
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    });

    it('audits a failed sign-in by the account it names, and keeps what was typed only as a keyed hash otherwise', async () => {
      const account = await createOpsAccount(db);
      // People type their password into the username box: that text must never reach the audit log.
      const typed = `My-Passw0rd-${Date.now()}`;
      const address = nextAddress();
      const from = () => new OpsClient(api.url, address);
      expect((await from().post('/api/ops/auth/login', { username: typed, password: 'x'.repeat(12) })).status).toBe(
        401,
      );
      expect((await from().post('/api/ops/auth/login', { username: typed, password: 'y'.repeat(12) })).status).toBe(
        401,
      );
      expect(
        (await from().post('/api/ops/auth/login', { username: account.username, password: 'not the password' })).status,
      ).toBe(401);

      const rows = await db.query<{ text: string }>(`select row_to_json(a)::text as text from audit_log a`);
      expect(rows.map((row) => row.text).join('\n')).not.toContain(typed);
      const unknown = await auditRows(
        `action = 'sign-in-failed' and details->>'reason' = 'unknown-username' and client = $1`,
        [(await auditRows(`record_id = $1 and action = 'sign-in-failed'`, [String(account.id)]))[0].client],
      );
      expect(unknown).toHaveLength(2);
      for (const row of unknown) {
        expect(row.username).toBeNull();
        expect(row.details.typed_username_hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }
      // The same text twice: one hash, so repeated tries of one name show as such.
      expect(unknown[1].details.typed_username_hash).toBe(unknown[0].details.typed_username_hash);
      const [named] = await auditRows(`record_id = $1 and action = 'sign-in-failed'`, [String(account.id)]);
      expect(named.username).toBe(account.username);
      // The client is a keyed hash: hashing the address alone (2^32 tries reverse that) does not give it.
      expect(named.client).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(named.client).not.toBe(createHash('sha256').update(address).digest('base64url').slice(0, 24));
    });

    it('takes sign-in only as JSON: a cross-site HTML form cannot post one', async () => {
      const account = await createOpsAccount(db);
      const res = await client().post(
        '/api/ops/auth/login',
        `username=${account.username}&password=${encodeURIComponent(account.password)}`,
        { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      );
      expect(res.status).toBe(415);
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('documents the sign-in endpoints, the session cookie and the CSRF header in the OpenAPI document', async () => {
      const doc = (await client().get('/api/docs/openapi.json')).body;
      for (const path of ['login', 'totp', 'logout', 'session', 'password', 'totp/setup', 'totp/enable']) {
        expect(doc.paths).toHaveProperty([`/api/ops/auth/${path}`]);
      }
      expect(doc.components.securitySchemes).toMatchObject({
        ops_session: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
        'ops-csrf': { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      });
      expect(doc.paths['/api/ops/auth/session'].get.security).toEqual([{ ops_session: [], 'ops-csrf': [] }]);
    });

    it('without a session, ops routes answer 401 AUTH.UNAUTHENTICATED', async () => {
      for (const path of ['/api/ops/auth/session', '/api/ops/accounts', '/api/ops/audit-log']) {
        const res = await client().get(path);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ status: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please sign in' });
      }
      const forged = client();
      forged.cookie = 'ops_session=made-up-session-id';
      expect((await forged.get('/api/ops/auth/session')).status).toBe(401);
    });
  });

  describe('ending sessions', () => {
    it('sign-out ends the session on the server: the old cookie then gets 401', async () => {
      const c = await signedIn(await createOpsAccount(db));
      const oldCookie = c.cookie;
      const res = await c.post('/api/ops/auth/logout');
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toMatch(/^ops_session=; Max-Age=0;/);
      c.cookie = oldCookie; // as if the browser had kept it
      expect((await c.get('/api/ops/auth/session')).status).toBe(401);
    });

    it('a password change ends the account’s other sessions, and this one goes on under a new id', async () => {
      const account = await createOpsAccount(db);
      const [here, elsewhere] = [await signedIn(account), await signedIn(account)];
      const [oldCookie, oldCsrf] = [here.cookie, here.csrfToken];
      const res = await here.post('/api/ops/auth/password', {
        current_password: account.password,
        new_password: 'a much better passphrase',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sessions_ended: 1, session: { account: { password_change_required: false } } });
      // Renewed (ASVS 7.2.4): a new cookie and CSRF token; the old id no longer opens anything.
      expect(here.cookie).not.toBe(oldCookie);
      expect(res.body.session.csrf_token).not.toBe(oldCsrf);
      expect((await here.get('/api/ops/auth/session')).status).toBe(200);
      const stale = client();
      stale.cookie = oldCookie;
      expect((await stale.get('/api/ops/auth/session')).status).toBe(401);
      expect((await elsewhere.get('/api/ops/auth/session')).status).toBe(401);
      expect(
        (await client().post('/api/ops/auth/login', { username: account.username, password: account.password })).status,
      ).toBe(401);
      await client().signIn(account.username, 'a much better passphrase');
      expect(
        await auditRows('record_id = $1 and action in ($2, $3)', [
          String(account.id),
          'password-changed',
          'sessions-ended',
        ]),
      ).toEqual([
        expect.objectContaining({ action: 'password-changed', account_id: account.id }),
        expect.objectContaining({ action: 'sessions-ended', details: { sessions: 1, reason: 'password-changed' } }),
      ]);
    });

    it('a password change needs the current password and a password that passes the rule', async () => {
      const account = await createOpsAccount(db);
      const c = await signedIn(account);
      const wrong = await c.post('/api/ops/auth/password', {
        current_password: 'a wrong password',
        new_password: 'a much better passphrase',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', errors: [{ field: 'current_password' }] });
      const common = await c.post('/api/ops/auth/password', {
        current_password: account.password,
        new_password: 'Qwerty123456',
      });
      expect(common.status).toBe(400);
      expect(common.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'new_password' }] });
      expect(common.body.message).toMatch(/common or leaked/);
      await client().signIn(account.username, account.password);
    });

    it('lists one’s own sessions with their device and last request, and ends one elsewhere; never another’s', async () => {
      const account = await createOpsAccount(db);
      const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
      const safari =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
      const here = client();
      await here.request(
        'POST',
        '/api/ops/auth/login',
        { username: account.username, password: account.password },
        {
          headers: { 'user-agent': firefox },
        },
      );
      const phone = client();
      await phone.request(
        'POST',
        '/api/ops/auth/login',
        { username: account.username, password: account.password },
        {
          headers: { 'user-agent': safari },
        },
      );
      const listed = await here.get(`/api/ops/auth/sessions${listQuery({})}`);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('content-range')).toBe('sessions 0-1/2');
      expect(listed.body).toEqual([
        expect.objectContaining({ device: 'Safari on iPhone', current: false }),
        expect.objectContaining({ device: 'Firefox on Linux', current: true }),
      ]);
      // Nothing in the list opens a session: its id is a digest, not the cookie's.
      expect(JSON.stringify(listed.body)).not.toContain(phone.cookie!.split('=')[1]);

      // Someone else cannot end it, nor learn whether it exists (even with their password given again).
      const strangerAccount = await createOpsAccount(db);
      const stranger = await signedIn(strangerAccount);
      const phoneSession = listed.body[0].id;
      await stranger.post('/api/ops/auth/reauthenticate', { current_password: strangerAccount.password });
      expect((await stranger.delete(`/api/ops/auth/sessions/${phoneSession}`)).status).toBe(404);
      expect((await stranger.delete('/api/ops/auth/sessions/not-a-session')).status).toBe(404);
      expect((await phone.get('/api/ops/auth/session')).status).toBe(200);
      // Without the CSRF token: refused, nothing ends.
      expect((await here.delete(`/api/ops/auth/sessions/${phoneSession}`, { csrf: false })).status).toBe(403);
      expect((await phone.get('/api/ops/auth/session')).status).toBe(200);

      // Not without the password again: a session left open cannot throw its owner out everywhere else.
      const unconfirmed = await here.delete(`/api/ops/auth/sessions/${phoneSession}`);
      expect(unconfirmed.status).toBe(403);
      expect(unconfirmed.body).toMatchObject({ code: 'AUTH.REAUTHENTICATION_REQUIRED' });
      expect((await phone.get('/api/ops/auth/session')).status).toBe(200);
      const wrong = await here.post('/api/ops/auth/reauthenticate', { current_password: 'not it' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'current_password' })]);
      expect((await here.delete(`/api/ops/auth/sessions/${phoneSession}`)).status).toBe(403);
      const confirmed = await here.post('/api/ops/auth/reauthenticate', { current_password: account.password });
      expect(confirmed.status).toBe(200);
      const until = Date.parse(confirmed.body.reauthenticated_until) - Date.now();
      expect(until).toBeGreaterThan(4 * 60_000);
      expect(until).toBeLessThanOrEqual(5 * 60_000);

      const ended = await here.delete(`/api/ops/auth/sessions/${phoneSession}`);
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({ id: phoneSession, device: 'Safari on iPhone' });
      expect((await phone.get('/api/ops/auth/session')).status).toBe(401);
      expect((await here.get('/api/ops/auth/session')).status).toBe(200);
      expect((await here.delete(`/api/ops/auth/sessions/${phoneSession}`)).status).toBe(404);
      expect((await here.get(`/api/ops/auth/sessions${listQuery({})}`)).body).toHaveLength(1);
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'sessions-ended'])).toEqual([
        expect.objectContaining({ details: { sessions: 1, reason: 'ended-by-owner' } }),
      ]);
      const reauthentications = await auditRows('record_id = $1 and action like $2', [String(account.id), 'reauth%']);
      expect(reauthentications.map((row) => row.action)).toEqual(['reauthentication-failed', 'reauthenticated']);
      // Signing out here needs no password.
      expect((await here.delete(`/api/ops/auth/sessions/${listed.body[1].id}`)).status).toBe(200);
      expect((await here.get('/api/ops/auth/session')).status).toBe(401);
    });

    it('a re-authentication lets a session end others for 5 minutes only, and follows it to a renewed id', async () => {
      const account = await createOpsAccount(db);
      const here = await signedIn(account);
      await here.post('/api/ops/auth/reauthenticate', { current_password: account.password });
      const key = (await here.get(`/api/ops/auth/sessions${listQuery({})}`)).body[0].id as string;
      // Six minutes ago, as far as the session knows.
      await redis.hset(`${env.QUEUE_PREFIX}:ops:session:${key}`, 'r', String(Date.now() - 6 * 60_000));
      const other = await signedIn(account);
      const otherKey = (await here.get(`/api/ops/auth/sessions${listQuery({})}`)).body.find(
        (row: { current: boolean }) => !row.current,
      ).id;
      expect((await here.delete(`/api/ops/auth/sessions/${otherKey}`)).status).toBe(403);
      // A password change asks for the password too, and renews the session id: the re-authentication goes along.
      const changed = await here.post('/api/ops/auth/password', {
        current_password: account.password,
        new_password: 'a brand new long passphrase 9',
      });
      expect(changed.status).toBe(200);
      expect((await other.get('/api/ops/auth/session')).status).toBe(401);
      const third = await signedIn({ ...account, password: 'a brand new long passphrase 9' });
      const thirdKey = (await here.get(`/api/ops/auth/sessions${listQuery({})}`)).body.find(
        (row: { current: boolean }) => !row.current,
      ).id;
      expect((await here.delete(`/api/ops/auth/sessions/${thirdKey}`)).status).toBe(200);
      expect((await third.get('/api/ops/auth/session')).status).toBe(401);
    });

    it('disabling an account ends its sessions at once', async () => {
      const admin = await signedIn(await createOpsAccount(db, { role: 'admin' }));
      const coordinator = await createOpsAccount(db);
      const session = await signedIn(coordinator);
      const res = await admin.put(`/api/ops/accounts/${coordinator.id}`, { active: false });
      expect(res.status).toBe(200);
      expect(res.body.active).toBe(false);
      expect((await session.get('/api/ops/auth/session')).status).toBe(401);
      expect(await redis.scard(`${env.QUEUE_PREFIX}:ops:account-sessions:${coordinator.id}`)).toBe(0);
      const again = await client().post('/api/ops/auth/login', {
        username: coordinator.username,
        password: coordinator.password,
      });
      expect(again.body).toEqual(INVALID_CREDENTIALS);
    });

    it('a disabled account is refused on its next request even if its sessions were not ended', async () => {
      const account = await createOpsAccount(db);
      const c = await signedIn(account);
      await db.query('update ops_account set active = false where id = $1', [account.id]); // behind the API's back
      expect((await c.get('/api/ops/auth/session')).status).toBe(401);
    });

    it('an admin ends another account’s sessions', async () => {
      const admin = await signedIn(await createOpsAccount(db, { role: 'admin' }));
      const account = await createOpsAccount(db);
      const sessions = [await signedIn(account), await signedIn(account)];
      const res = await admin.post(`/api/ops/accounts/${account.id}/end-sessions`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: account.id, sessions_ended: 2 });
      for (const s of sessions) expect((await s.get('/api/ops/auth/session')).status).toBe(401);
      expect((await admin.get('/api/ops/auth/session')).status).toBe(200);
    });
  });

  describe('CSRF and roles', () => {
    it('refuses a state-changing request without the session’s CSRF token, or with another one, and changes nothing', async () => {
      const account = await createOpsAccount(db);
      const c = await signedIn(account);
      const other = await signedIn(await createOpsAccount(db));
      const change = { current_password: account.password, new_password: 'a much better passphrase' };
      for (const csrf of [false, 'not-the-token', other.csrfToken!] as const) {
        const res = await c.post('/api/ops/auth/password', change, { csrf });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('AUTH.CSRF_TOKEN_MISSING');
      }
      expect((await c.post('/api/ops/auth/logout', undefined, { csrf: false })).status).toBe(403);
      expect((await c.get('/api/ops/auth/session')).status).toBe(200);
      await client().signIn(account.username, account.password);
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'password-changed'])).toEqual([]);
    });

    it('answers 403 AUTH.FORBIDDEN when the role may not, and reads the role afresh on every request', async () => {
      const coordinator = await createOpsAccount(db, { role: 'coordinator' });
      const analyst = await signedIn(await createOpsAccount(db, { role: 'analyst' }));
      const c = await signedIn(coordinator);
      for (const s of [c, analyst]) {
        for (const path of ['/api/ops/accounts', '/api/ops/audit-log']) {
          const res = await s.get(path);
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ status: 403, code: 'AUTH.FORBIDDEN', message: 'Your role does not allow this' });
        }
      }
      const admin = await signedIn(await createOpsAccount(db, { role: 'admin' }));
      expect((await admin.put(`/api/ops/accounts/${coordinator.id}`, { role: 'admin' })).status).toBe(200);
      expect((await c.get('/api/ops/accounts')).status).toBe(200); // same session, new role
    });
  });

  describe('second factor (TOTP)', () => {
    it('asks for a code after the password, refuses a wrong one, and a code can be used only once', async () => {
      const account = await createOpsAccount(db, { totp: true });
      const c = client();
      const first = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });
      expect(first.headers.get('set-cookie')).toBeNull();
      expect((await c.get('/api/ops/auth/session')).status).toBe(401);

      const code = await generate({ secret: account.totpSecret! });
      const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
      const wrong = await c.post('/api/ops/auth/totp', { challenge: first.body.challenge, code: wrongCode });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('AUTH.INVALID_TOTP');
      expect(c.cookie).toBeNull();

      const right = await c.post('/api/ops/auth/totp', { challenge: first.body.challenge, code });
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ status: 'signed-in', session: { account: { totp_enabled: true } } });
      expect(right.headers.getSetCookie()[0]).toMatch(/^ops_session=.+; HttpOnly; SameSite=Strict$/);
      expect((await c.get('/api/ops/auth/session')).status).toBe(200);
      // The challenge is spent.
      expect((await client().post('/api/ops/auth/totp', { challenge: first.body.challenge, code })).status).toBe(401);

      const again = client();
      const second = await again.post('/api/ops/auth/login', {
        username: account.username,
        password: account.password,
      });
      const reused = await again.post('/api/ops/auth/totp', { challenge: second.body.challenge, code });
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe('AUTH.INVALID_TOTP');
      expect(again.cookie).toBeNull();

      const failures = await auditRows('record_id = $1 and action = $2', [String(account.id), 'sign-in-failed']);
      expect(failures.map((row) => row.details.reason)).toEqual(['wrong-totp', 'wrong-totp']);
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'sign-in'])).toEqual([
        expect.objectContaining({ account_id: account.id, details: { second_factor: 'totp' } }),
      ]);
    });

    it('drops a challenge after three wrong codes', async () => {
      const account = await createOpsAccount(db, { totp: true });
      const c = client();
      const { body } = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
      for (let i = 0; i < 3; i++) {
        const res = await c.post('/api/ops/auth/totp', { challenge: body.challenge, code: 'abcdef' });
        expect(res.status).toBe(401);
      }
      const code = await generate({ secret: account.totpSecret! });
      const late = await c.post('/api/ops/auth/totp', { challenge: body.challenge, code });
      expect(late.status).toBe(401);
      expect(late.body.message).toMatch(/sign in again/);
    });

    it('enrols a second factor after re-authentication, and ends the other sessions', async () => {
      const account = await createOpsAccount(db);
      const [c, elsewhere] = [await signedIn(account), await signedIn(account)];
      const refused = await c.post('/api/ops/auth/totp/setup', { current_password: 'not my password' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'current_password' })]);

      const setup = await c.post('/api/ops/auth/totp/setup', { current_password: account.password });
      expect(setup.status).toBe(200);
      expect(setup.body.otpauth_uri).toContain(
        `Home%20Physio%20Finder:${account.username}?secret=${setup.body.totp_secret}`,
      );
      const badCode = await c.post('/api/ops/auth/totp/enable', {
        setup_token: setup.body.setup_token,
        code: '12345x',
      });
      expect(badCode.status).toBe(400);
      const code = await generate({ secret: setup.body.totp_secret });
      const beforeEnrolment = c.cookie;
      const enabled = await c.post('/api/ops/auth/totp/enable', { setup_token: setup.body.setup_token, code });
      expect(enabled.status).toBe(200);
      expect(enabled.body.account.totp_enabled).toBe(true);
      expect((await c.get('/api/ops/auth/session')).status).toBe(200);
      // Renewed after the enrolment: the cookie from before it is over.
      expect(c.cookie).not.toBe(beforeEnrolment);
      const stale = client();
      stale.cookie = beforeEnrolment;
      expect((await stale.get('/api/ops/auth/session')).status).toBe(401);
      expect((await elsewhere.get('/api/ops/auth/session')).status).toBe(401);

      const next = await client().post('/api/ops/auth/login', {
        username: account.username,
        password: account.password,
      });
      expect(next.body.status).toBe('totp-required');
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'totp-enabled'])).toHaveLength(1);

      // Encrypted at rest (AES-256-GCM), and still what sign-in checks codes against.
      const [row] = await db.query<{ totp_secret: string }>('select totp_secret from ops_account where id = $1', [
        account.id,
      ]);
      expect(row.totp_secret).toMatch(/^v1\./);
      expect(row.totp_secret).not.toContain(setup.body.totp_secret);
      // Behind the API's back: forget the enrolment's step, so that this step's code is fresh again.
      await db.query('update ops_account set totp_last_time_step = totp_last_time_step - 1 where id = $1', [
        account.id,
      ]);
      const signIn = await client().post('/api/ops/auth/totp', {
        challenge: next.body.challenge,
        code: await generate({ secret: setup.body.totp_secret }),
      });
      expect(signIn.body.status).toBe('signed-in');
    });

    it('gives ten single-use recovery codes at enrolment, kept hashed, each usable once instead of a code; new ones end the old', async () => {
      const account = await createOpsAccount(db);
      const c = await signedIn(account);
      const setup = await c.post('/api/ops/auth/totp/setup', { current_password: account.password });
      const enabled = await c.post('/api/ops/auth/totp/enable', {
        setup_token: setup.body.setup_token,
        code: await generate({ secret: setup.body.totp_secret }),
      });
      const codes: string[] = enabled.body.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const [row] = await db.query<{ recovery_codes: string[] }>(
        'select recovery_codes from ops_account where id = $1',
        [account.id],
      );
      expect(row.recovery_codes).toHaveLength(10);
      for (const code of codes) expect(row.recovery_codes.join(' ')).not.toContain(code.replace('-', ''));

      const signInWith = async (code: string) => {
        const first = await client().post('/api/ops/auth/login', {
          username: account.username,
          password: account.password,
        });
        return client().post('/api/ops/auth/totp', { challenge: first.body.challenge, code });
      };
      const used = await signInWith(codes[0].toUpperCase().replace('-', ' '));
      expect(used.status).toBe(200);
      expect(used.body.status).toBe('signed-in');
      const again = await signInWith(codes[0]);
      expect(again.status).toBe(401);
      expect(again.body.code).toBe('AUTH.INVALID_TOTP');

      const refused = await c.post('/api/ops/auth/recovery-codes', { current_password: 'not my password' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'current_password' })]);
      const renewed = await c.post('/api/ops/auth/recovery-codes', { current_password: account.password });
      expect(renewed.status).toBe(200);
      expect(renewed.body.recovery_codes).toHaveLength(10);
      expect((await signInWith(codes[1])).status).toBe(401);
      expect((await signInWith(renewed.body.recovery_codes[0])).body.status).toBe('signed-in');
      expect(
        await auditRows('record_id = $1 and action = $2', [String(account.id), 'recovery-codes-generated']),
      ).toHaveLength(1);
    });
  });

  describe('throttling', () => {
    const wrongPassword = (c: OpsClient, username: string) =>
      c.post('/api/ops/auth/login', { username, password: 'a guessed password' });
    const usernameKey = (username: string) => `${env.QUEUE_PREFIX}:ops:throttle:username:${sha256(username)}`;
    /**
     * Starts the wait after the last attempt now, as if that attempt had only just been made. A wait runs from the
     * start of the attempt, and on a loaded machine its password check (argon2) can take longer than the first wait
     * of one second, so the check right after it would find the wait over; the waits' lengths are
     * throttle-policy.spec.ts's. Applies to the counters matching `pattern` with at least `failures` failures.
     */
    const waitStartsNow = async (pattern: string, failures: number) => {
      for (const key of await redis.keys(pattern)) {
        if (Number(await redis.hget(key, 'f')) >= failures) await redis.hset(key, 'at', Date.now());
      }
    };

    it('slows a username down after five failures, with growing delays shared by every API copy', async () => {
      const account = await createOpsAccount(db);
      const c = client();
      for (let i = 0; i < 5; i++) expect((await wrongPassword(c, account.username)).status).toBe(401);

      await waitStartsNow(usernameKey(account.username), 5);
      const throttled = await wrongPassword(client(), account.username);
      expect(throttled.status).toBe(429);
      expect(throttled.body.code).toBe('AUTH.THROTTLED');
      expect(throttled.headers.get('retry-after')).toBe('1');
      // The other API process sees the same count (Redis), and even the right password waits.
      const elsewhere = await new OpsClient(shortApi.url, nextAddress()).post('/api/ops/auth/login', {
        username: account.username,
        password: account.password,
      });
      expect(elsewhere.status).toBe(429);

      await sleep(1100);
      expect((await wrongPassword(c, account.username)).status).toBe(401);
      await waitStartsNow(usernameKey(account.username), 6);
      const longer = await wrongPassword(c, account.username);
      expect(longer.status).toBe(429);
      // Two seconds from the failure before, whose wait started just now.
      expect(longer.headers.get('retry-after')).toBe('2');

      await sleep(2100);
      await client().signIn(account.username, account.password);
      // A success forgets the failures: the next mistake is free again.
      expect((await wrongPassword(c, account.username)).status).toBe(401);
      expect(await auditRows('username = $1 and action = $2', [account.username, 'sign-in-throttled'])).toHaveLength(3);
    });

    it('never slows a browser that signed in recently for others’ guesses, and says when an account is slowed', async () => {
      const account = await createOpsAccount(db);
      const owner = client();
      await owner.signIn(account.username, account.password);
      expect(owner.device).toMatch(/^ops_device=/);
      await owner.post('/api/ops/auth/logout');
      // A stranger guesses from other addresses until the account is slowed down for everyone else.
      for (let i = 0; i < 5; i++) expect((await wrongPassword(client(), account.username)).status).toBe(401);
      await waitStartsNow(usernameKey(account.username), 5);
      expect((await wrongPassword(client(), account.username)).status).toBe(429);
      // The failure that started it is recorded for the admins (and counted for the alert).
      const locked = await auditRows('username = $1 and action = $2', [account.username, 'sign-in-locked']);
      expect(locked).toHaveLength(1);
      expect(locked[0].details).toEqual({ failures: 5, trusted_device: false });

      // The owner's browser is not slowed by them, from any address; the right password still needs the owner.
      const sameBrowser = new OpsClient(api.url, nextAddress());
      sameBrowser.device = owner.device;
      expect((await wrongPassword(sameBrowser, account.username)).status).toBe(401);
      expect((await sameBrowser.signIn(account.username, account.password)).status).toBe(200);
      // A device token is trusted for its own account only.
      const other = await createOpsAccount(db);
      // Its shared counter as many guesses would leave it (a wait of minutes, so a slow machine cannot outlast it).
      await redis.hset(`${env.QUEUE_PREFIX}:ops:throttle:username:${sha256(other.username)}`, {
        f: 30,
        at: Date.now(),
      });
      const borrowed = new OpsClient(api.url, nextAddress());
      borrowed.device = owner.device;
      expect(
        (await borrowed.post('/api/ops/auth/login', { username: other.username, password: other.password })).status,
      ).toBe(429);
    });

    it('lets an admin unlock an account at once, audited', async () => {
      const admin = await signedIn(await createOpsAccount(db, { role: 'admin' }));
      const account = await createOpsAccount(db);
      for (let i = 0; i < 5; i++) await wrongPassword(client(), account.username);
      await waitStartsNow(usernameKey(account.username), 5);
      expect((await wrongPassword(client(), account.username)).status).toBe(429);
      // The accounts list says which accounts are slowed now, and until when: set in Redis to a wait of minutes,
      // so a slow machine cannot outlast it.
      await redis.hset(usernameKey(account.username), 'f', '12');
      const listed = await admin.get(`/api/ops/accounts${listQuery({ filter: { id: [account.id] } })}`);
      const until = Date.parse(listed.body[0].sign_in_slowed_until);
      expect(until - Date.now()).toBeGreaterThan(60_000);
      const one = await admin.get(`/api/ops/accounts/${account.id}`);
      expect(one.body.sign_in_slowed_until).toBe(listed.body[0].sign_in_slowed_until);
      const others = await admin.get(`/api/ops/accounts${listQuery({ range: [0, 99] })}`);
      expect(others.body.find((row: { id: number }) => row.id !== account.id).sign_in_slowed_until).toBeNull();

      const unlocked = await admin.post(`/api/ops/accounts/${account.id}/unlock`);
      expect(unlocked.status).toBe(200);
      expect(unlocked.body).toEqual({ id: account.id, failed_attempts_cleared: 12 });
      expect((await admin.get(`/api/ops/accounts/${account.id}`)).body.sign_in_slowed_until).toBeNull();
      expect((await client().signIn(account.username, account.password)).status).toBe(200);
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'sign-in-unlocked'])).toHaveLength(
        1,
      );
      // Only admins, and only accounts that exist.
      const coordinator = await signedIn(await createOpsAccount(db));
      expect((await coordinator.post(`/api/ops/accounts/${account.id}/unlock`)).status).toBe(403);
      expect((await admin.post('/api/ops/accounts/999999/unlock')).status).toBe(404);
    });

    it('slows down one client trying many usernames', async () => {
      const c = client();
      for (let i = 0; i < 20; i++) expect((await wrongPassword(c, `guess.${i}`)).status).toBe(401);
      // This file's only client with twenty failures (every other test gives each attempt a client of its own).
      await waitStartsNow(`${env.QUEUE_PREFIX}:ops:throttle:client:*`, 20);
      const res = await wrongPassword(c, 'guess.20');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
      // Another client is not affected.
      expect((await wrongPassword(client(), 'guess.20')).status).toBe(401);
    });
  });

  describe('timeouts', () => {
    it('ends a session left idle longer than the idle timeout; each request restarts the timer', async () => {
      const account = await createOpsAccount(db);
      const c = await signedIn(account, shortApi);
      // Two requests 1.2 s apart: together longer than the idle timeout, so the first one restarted it.
      for (let i = 0; i < 2; i++) {
        await sleep(1200);
        expect((await c.get('/api/ops/auth/session')).status).toBe(200);
      }
      await sleep(SHORT_IDLE_SECONDS * 1000 + 600); // still well before the absolute timeout
      expect((await c.get('/api/ops/auth/session')).status).toBe(401);
    });

    it('ends a busy session at the absolute timeout', async () => {
      const account = await createOpsAccount(db);
      const c = client(shortApi);
      const started = Date.now();
      const { body } = await c.signIn(account.username, account.password);
      expect(Date.parse(body.session.absolute_expires_at) - Date.parse(body.session.idle_expires_at)).toBe(
        (SHORT_ABSOLUTE_SECONDS - SHORT_IDLE_SECONDS) * 1000,
      );
      let last: OpsResponse;
      do {
        await sleep(1000);
        last = await c.get('/api/ops/auth/session');
        if (Date.now() - started < (SHORT_ABSOLUTE_SECONDS - 1) * 1000) expect(last.status).toBe(200);
      } while (last.status === 200 && Date.now() - started < (SHORT_ABSOLUTE_SECONDS + 3) * 1000);
      expect(last.status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual((SHORT_ABSOLUTE_SECONDS - 1) * 1000);
    });
  });

  describe('the audit trail', () => {
    it('records sign-ins, failures (the account when one is named, never the password), sign-outs and changes', async () => {
      const account = await createOpsAccount(db, { username: 'audited.person' });
      const c = client();
      await c.post('/api/ops/auth/login', { username: 'Audited.Persn', password: 'my secret password' });
      await c.post('/api/ops/auth/login', { username: 'audited.person', password: 'my secret password' });
      await c.signIn(account.username, account.password);
      await c.post('/api/ops/auth/logout');

      // Everything this one client did (each test signs in from an address of its own).
      const rows = await db.query<Record<string, any>>(
        `select account_id, username, action, resource, record_id, details, client from audit_log
         where client = (select client from audit_log where account_id = $1 and action = 'sign-in') order by id`,
        [account.id],
      );
      expect(rows).toEqual([
        expect.objectContaining({
          account_id: null,
          // A typo names no account: what was typed is kept only as a keyed hash.
          username: null,
          action: 'sign-in-failed',
          details: { reason: 'unknown-username', typed_username_hash: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) },
        }),
        expect.objectContaining({
          account_id: null,
          username: 'audited.person',
          action: 'sign-in-failed',
          resource: 'accounts',
          record_id: String(account.id),
          details: { reason: 'wrong-password' },
        }),
        expect.objectContaining({ account_id: account.id, action: 'sign-in', details: { second_factor: 'none' } }),
        expect.objectContaining({ account_id: account.id, action: 'sign-out' }),
      ]);
      for (const row of rows) expect(row.client).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const everything = JSON.stringify(await db.query('select * from audit_log'));
      expect(everything).not.toContain('my secret password');
      expect(everything).not.toContain(account.password);
      expect(everything).not.toContain(c.forwardedFor);
      expect(everything).not.toContain('Audited.Persn');
    });

    it('refuses UPDATE and DELETE at the database, whoever sends them', async () => {
      const [{ id }] = await db.query<{ id: string }>('select id from audit_log order by id limit 1');
      await expect(db.query(`update audit_log set action = 'nothing' where id = $1`, [id])).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query('delete from audit_log where id = $1', [id])).rejects.toThrow(/append-only/);
      expect(await db.count('audit_log', 'id = $1 and action <> $2', [id, 'nothing'])).toBe(1);
    });
  });
});

/** In production every account needs a second factor (set up through its enrolment link), and the cookie is __Host- prefixed and Secure. */
describe('ops sign-in in production', () => {
  let db: TestDatabase;
  let api: RunningApi;
  const env = testEnv({
    NODE_ENV: 'production',
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OPS_ORIGIN: 'https://ops.example.org',
    INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp',
    TRUST_PROXY: '127.0.0.1',
  });

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(env);
  });

  afterAll(async () => {
    await api?.stop();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db?.close();
  });

  it('refuses an account without a second factor (it enrols through its link), and signs in with one', async () => {
    const fresh = await createOpsAccount(db);
    const refused = await new OpsClient(api.url, nextAddress()).post('/api/ops/auth/login', {
      username: fresh.username,
      password: fresh.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH.ENROLMENT_REQUIRED');
    expect(refused.headers.get('set-cookie')).toBeNull();

    const account = await createOpsAccount(db, { totp: true });
    const c = new OpsClient(api.url, nextAddress());
    const first = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    expect(first.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });
    expect(first.headers.get('set-cookie')).toBeNull();

    const code = await generate({ secret: account.totpSecret! });
    const done = await c.post('/api/ops/auth/totp', { challenge: first.body.challenge, code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed-in', session: { account: { totp_enabled: true } } });
    const [sessionCookie, deviceCookie] = done.headers.getSetCookie();
    expect(sessionCookie).toMatch(/^__Host-ops_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(deviceCookie).toMatch(
      /^__Secure-ops_device=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api\/ops\/auth; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);

    const next = await new OpsClient(api.url, nextAddress()).post('/api/ops/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(next.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });
  });
});
