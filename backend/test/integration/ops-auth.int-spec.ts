import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { OpsClient, type OpsResponse } from '../support/ops-client.js';
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
    await db.query('truncate audit_log, ops_account restart identity');
    redis = new Redis(TEST_REDIS_URL);
    [api, shortApi] = await Promise.all([
      startApi(env),
      startApi({
        ...env,
        OPS_SESSION_IDLE_SECONDS: String(SHORT_IDLE_SECONDS),
        OPS_SESSION_ABSOLUTE_SECONDS: String(SHORT_ABSOLUTE_SECONDS),
      }),
    ]);
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
      const cookie = answer.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
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

    it('a password change ends the account’s other sessions and keeps this one', async () => {
      const account = await createOpsAccount(db);
      const [here, elsewhere] = [await signedIn(account), await signedIn(account)];
      const res = await here.post('/api/ops/auth/password', {
        current_password: account.password,
        new_password: 'a much better passphrase',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sessions_ended: 1 });
      expect((await here.get('/api/ops/auth/session')).status).toBe(200);
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
      expect(right.headers.get('set-cookie')).toMatch(/^ops_session=.+; HttpOnly; SameSite=Strict$/);
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
      const enabled = await c.post('/api/ops/auth/totp/enable', { setup_token: setup.body.setup_token, code });
      expect(enabled.status).toBe(200);
      expect(enabled.body.account.totp_enabled).toBe(true);
      expect((await c.get('/api/ops/auth/session')).status).toBe(200);
      expect((await elsewhere.get('/api/ops/auth/session')).status).toBe(401);

      const next = await client().post('/api/ops/auth/login', {
        username: account.username,
        password: account.password,
      });
      expect(next.body.status).toBe('totp-required');
      expect(await auditRows('record_id = $1 and action = $2', [String(account.id), 'totp-enabled'])).toHaveLength(1);
    });
  });

  describe('throttling', () => {
    const wrongPassword = (c: OpsClient, username: string) =>
      c.post('/api/ops/auth/login', { username, password: 'a guessed password' });

    it('slows a username down after five failures, with growing delays shared by every API copy', async () => {
      const account = await createOpsAccount(db);
      const c = client();
      for (let i = 0; i < 5; i++) expect((await wrongPassword(c, account.username)).status).toBe(401);

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
      const longer = await wrongPassword(c, account.username);
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('2');

      await sleep(2100);
      await client().signIn(account.username, account.password);
      // A success forgets the failures: the next mistake is free again.
      expect((await wrongPassword(c, account.username)).status).toBe(401);
      expect(await auditRows('username = $1 and action = $2', [account.username, 'sign-in-throttled'])).toHaveLength(3);
    });

    it('slows down one client trying many usernames', async () => {
      const c = client();
      for (let i = 0; i < 20; i++) expect((await wrongPassword(c, `guess.${i}`)).status).toBe(401);
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
    it('records sign-ins, failures (the username as typed, never the password), sign-outs and changes', async () => {
      const account = await createOpsAccount(db, { username: 'audited.person' });
      const c = client();
      await c.post('/api/ops/auth/login', { username: 'Audited.Persn', password: 'my secret password' });
      await c.post('/api/ops/auth/login', { username: 'audited.person', password: 'my secret password' });
      await c.signIn(account.username, account.password);
      await c.post('/api/ops/auth/logout');

      const rows = await db.query<Record<string, any>>(
        `select account_id, username, action, resource, record_id, details, client from audit_log
         where username in ('Audited.Persn', 'audited.person') order by id`,
      );
      expect(rows).toEqual([
        expect.objectContaining({
          account_id: null,
          username: 'Audited.Persn',
          action: 'sign-in-failed',
          details: { reason: 'unknown-username' },
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

/** In production every account needs a second factor, and the cookie is __Host- prefixed and Secure. */
describe('ops sign-in in production', () => {
  let db: TestDatabase;
  let api: RunningApi;
  const env = testEnv({
    NODE_ENV: 'production',
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
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

  it('makes an account without a second factor enrol one before it is signed in', async () => {
    const account = await createOpsAccount(db);
    const c = new OpsClient(api.url, nextAddress());
    const first = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'totp-setup-required',
      challenge: expect.any(String),
      totp_secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_uri: expect.stringContaining(`secret=${first.body.totp_secret}`),
    });
    expect(first.headers.get('set-cookie')).toBeNull();

    const code = await generate({ secret: first.body.totp_secret });
    const done = await c.post('/api/ops/auth/totp', { challenge: first.body.challenge, code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed-in', session: { account: { totp_enabled: true } } });
    expect(done.headers.get('set-cookie')).toMatch(
      /^__Host-ops_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);

    const next = await new OpsClient(api.url, nextAddress()).post('/api/ops/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(next.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });
  });
});
