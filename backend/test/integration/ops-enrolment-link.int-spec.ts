import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

let clientNumber = 0;
/** Each test acts from an address of its own, so per-client throttling in one test never reaches another. */
const nextAddress = () => `192.0.2.${++clientNumber}`;

const NEW_PASSWORD = 'quiet lantern orchard 58 hums';
const LINK = /^https?:\/\/[^/]+\/ops\/enrol#([A-Za-z0-9_-]{43})$/;

/** The token of an enrolment link: what follows # (the browser never sends it). */
const tokenOf = (url: string) => LINK.exec(url)![1];

async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/**
 * The one-time enrolment link of an ops account (ASVS 6.4.1): an admin issues it, the person opens it, chooses a
 * password and sets up their authenticator app, and is signed in. In production it is the only way an account gets
 * its second factor.
 */
describe('ops enrolment links', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let admin: OpsClient;
  const env = testEnv({ TRUST_PROXY: '127.0.0.1', PUBLIC_BASE_URL: 'http://physio.test:3000' });

  const client = () => new OpsClient(api.url, nextAddress());
  const issue = (accountId: number, by = admin) => by.post(`/api/ops/accounts/${accountId}/enrolment-link`);
  const auditRows = (accountId: number) =>
    db.query<{ action: string; details: any; account_id: number | null; client: string | null }>(
      `select action, details, account_id, client from audit_log where record_id = $1 order by id`,
      [String(accountId)],
    );
  /** Opens the link and finishes it with the app's code for the secret it gave. */
  const enrol = async (c: OpsClient, token: string, password = NEW_PASSWORD) => {
    const started = await c.post('/api/ops/auth/enrolment/start', { token });
    expect(started.status).toBe(200);
    const code = await generate({ secret: started.body.totp_secret });
    return {
      started,
      done: await c.post('/api/ops/auth/enrolment/complete', {
        token,
        challenge: started.body.challenge,
        password,
        code,
      }),
    };
  };

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(env);
    admin = client();
    const account = await createOpsAccount(db, { role: 'admin' });
    await admin.signIn(account.username, account.password);
  });

  afterAll(async () => {
    await api?.stop();
    await cleanRedis(env.QUEUE_PREFIX);
    await db?.close();
  });

  it('issues a link to the dashboard with its expiry, keeps only a keyed hash, and audits it without the token', async () => {
    const account = await createOpsAccount(db, { displayName: 'Robin Hale' });
    const before = Date.now();
    const issued = await issue(account.id);
    expect(issued.status).toBe(201);
    expect(issued.body).toEqual({ id: account.id, url: expect.stringMatching(LINK), expires_at: expect.any(String) });
    expect(issued.body.url.startsWith('http://physio.test:3000/ops/enrol#')).toBe(true);
    const hours = (Date.parse(issued.body.expires_at) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);

    const token = tokenOf(issued.body.url);
    const [row] = await db.query<{ enrolment_link_hash: string; enrolment_link_expires_at: Date }>(
      'select enrolment_link_hash, enrolment_link_expires_at from ops_account where id = $1',
      [account.id],
    );
    expect(row.enrolment_link_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.enrolment_link_hash).not.toBe(token);
    expect(row.enrolment_link_expires_at.toISOString()).toBe(issued.body.expires_at);

    const audited = await auditRows(account.id);
    expect(audited).toEqual([
      expect.objectContaining({ action: 'enrolment-link-issued', details: { expires_at: issued.body.expires_at } }),
    ]);
    expect(await db.count('audit_log', `details::text like $1`, [`%${token}%`])).toBe(0);
  });

  it('is opened by its token: who it is for and a new secret; sets the password and the app, and signs in', async () => {
    const account = await createOpsAccount(db, { displayName: 'Sam Okafor' });
    // Someone signed in with the administrator's password before: that session ends with the enrolment.
    const earlier = client();
    await earlier.signIn(account.username, account.password);
    const token = tokenOf((await issue(account.id)).body.url);

    const person = client();
    const { started, done } = await enrol(person, token);
    expect(started.body).toEqual({
      display_name: 'Sam Okafor',
      username: account.username,
      challenge: expect.any(String),
      totp_secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_uri: expect.stringContaining(`secret=${started.body.totp_secret}`),
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      session: expect.objectContaining({
        account: expect.objectContaining({
          id: account.id,
          totp_enabled: true,
          password_change_required: false,
        }),
      }),
      recovery_codes: expect.arrayContaining([expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)]),
    });
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(done.headers.getSetCookie().some((c) => c.startsWith('ops_session='))).toBe(true);
    expect((await person.get('/api/ops/auth/session')).status).toBe(200);
    // A signed-in session of its own: a write with its CSRF token works.
    expect((await person.post('/api/ops/auth/reauthenticate', { current_password: NEW_PASSWORD })).status).toBe(200);
    expect((await earlier.get('/api/ops/auth/session')).status).toBe(401);

    const [row] = await db.query<any>(
      'select totp_enabled, totp_secret, password_must_change, enrolment_link_hash, cardinality(recovery_codes) codes from ops_account where id = $1',
      [account.id],
    );
    expect(row).toMatchObject({
      totp_enabled: true,
      password_must_change: false,
      enrolment_link_hash: null,
      codes: 10,
    });
    expect(row.totp_secret).toMatch(/^v1\./); // encrypted at rest
    expect(row.totp_secret).not.toContain(started.body.totp_secret);

    // The old password no longer works; the new one and the app's code do.
    const oldPassword = await client().post('/api/ops/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    const again = await client().post('/api/ops/auth/login', { username: account.username, password: NEW_PASSWORD });
    expect(again.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });

    const actions = (await auditRows(account.id)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'enrolment-link-issued',
        'enrolment-completed',
        'totp-enabled',
        'sign-in',
        'sessions-ended',
      ]),
    );
    const completed = (await auditRows(account.id)).find((r) => r.action === 'enrolment-completed')!;
    expect(completed.account_id).toBe(account.id);
    expect(completed.client).toEqual(expect.any(String));
    expect(await db.count('audit_log', `details::text like $1`, [`%${token}%`])).toBe(0);
  });

  it('works once: a used link is refused with the same answer as an unknown one', async () => {
    const account = await createOpsAccount(db);
    const token = tokenOf((await issue(account.id)).body.url);
    expect((await enrol(client(), token)).done.status).toBe(200);

    const reused = await client().post('/api/ops/auth/enrolment/start', { token });
    const unknown = await client().post('/api/ops/auth/enrolment/start', {
      token: randomBytes(32).toString('base64url'),
    });
    for (const answer of [reused, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'AUTH.ENROLMENT_LINK_INVALID',
        message: expect.stringContaining('Ask an administrator for a new link'),
        errors: [expect.objectContaining({ field: 'token' })],
      });
    }
    expect(reused.body).toEqual(unknown.body);
  });

  it('lets only one of two requests racing with one link use it', async () => {
    const account = await createOpsAccount(db);
    const token = tokenOf((await issue(account.id)).body.url);
    const [a, b] = [client(), client()];
    const startA = await a.post('/api/ops/auth/enrolment/start', { token });
    const startB = await b.post('/api/ops/auth/enrolment/start', { token });
    const finish = async (c: OpsClient, started: typeof startA) =>
      c.post('/api/ops/auth/enrolment/complete', {
        token,
        challenge: started.body.challenge,
        password: NEW_PASSWORD,
        code: await generate({ secret: started.body.totp_secret }),
      });
    const answers = await Promise.all([finish(a, startA), finish(b, startB)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)!.body.code).toBe('AUTH.ENROLMENT_LINK_INVALID');
    expect(await db.count('audit_log', `action = 'enrolment-completed' and record_id = $1`, [String(account.id)])).toBe(
      1,
    );
  });

  it('refuses an expired link, and a link of a disabled account', async () => {
    const account = await createOpsAccount(db);
    const token = tokenOf((await issue(account.id)).body.url);
    const c = client();
    const started = await c.post('/api/ops/auth/enrolment/start', { token });
    expect(started.status).toBe(200);
    await db.query(`update ops_account set enrolment_link_expires_at = now() - interval '1 second' where id = $1`, [
      account.id,
    ]);
    expect((await c.post('/api/ops/auth/enrolment/start', { token })).body.code).toBe('AUTH.ENROLMENT_LINK_INVALID');
    const late = await c.post('/api/ops/auth/enrolment/complete', {
      token,
      challenge: started.body.challenge,
      password: NEW_PASSWORD,
      code: await generate({ secret: started.body.totp_secret }),
    });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('AUTH.ENROLMENT_LINK_INVALID');

    const disabled = await createOpsAccount(db);
    const disabledToken = tokenOf((await issue(disabled.id)).body.url);
    await admin.put(`/api/ops/accounts/${disabled.id}`, { active: false });
    expect((await client().post('/api/ops/auth/enrolment/start', { token: disabledToken })).body.code).toBe(
      'AUTH.ENROLMENT_LINK_INVALID',
    );
    const refused = await issue(disabled.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'active' })]);
  });

  it('keeps one live link per account: issuing again voids the earlier one', async () => {
    const account = await createOpsAccount(db);
    const first = tokenOf((await issue(account.id)).body.url);
    const second = tokenOf((await issue(account.id)).body.url);
    expect(second).not.toBe(first);
    expect((await client().post('/api/ops/auth/enrolment/start', { token: first })).body.code).toBe(
      'AUTH.ENROLMENT_LINK_INVALID',
    );
    expect((await enrol(client(), second)).done.status).toBe(200);
    expect((await auditRows(account.id)).filter((r) => r.action === 'enrolment-link-issued')).toHaveLength(2);
  });

  it('binds a link to its account: another link’s set-up is refused', async () => {
    const [one, other] = [await createOpsAccount(db), await createOpsAccount(db)];
    const tokenOne = tokenOf((await issue(one.id)).body.url);
    const tokenOther = tokenOf((await issue(other.id)).body.url);
    const c = client();
    const startedOther = await c.post('/api/ops/auth/enrolment/start', { token: tokenOther });
    const crossed = await c.post('/api/ops/auth/enrolment/complete', {
      token: tokenOne,
      challenge: startedOther.body.challenge,
      password: NEW_PASSWORD,
      code: await generate({ secret: startedOther.body.totp_secret }),
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors).toEqual([expect.objectContaining({ field: 'challenge' })]);
    const [row] = await db.query<any>('select totp_enabled, enrolment_link_hash from ops_account where id = $1', [
      one.id,
    ]);
    expect(row.totp_enabled).toBe(false);
    expect(row.enrolment_link_hash).not.toBeNull();
  });

  it('answers a weak password, a wrong code and missing fields with 400s naming the field, and keeps the link', async () => {
    const account = await createOpsAccount(db, { displayName: 'Alex Morgan' });
    const token = tokenOf((await issue(account.id)).body.url);
    const c = client();
    const started = await c.post('/api/ops/auth/enrolment/start', { token });
    const body = { token, challenge: started.body.challenge, password: NEW_PASSWORD };
    const code = await generate({ secret: started.body.totp_secret });

    const missing = await c.post('/api/ops/auth/enrolment/complete', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['challenge', 'password', 'code']),
    );
    for (const password of ['short', 'password1234', `${account.username} long enough`]) {
      const weak = await c.post('/api/ops/auth/enrolment/complete', { ...body, password, code });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'password' })],
      });
    }
    const wrong = await c.post('/api/ops/auth/enrolment/complete', {
      ...body,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'AUTH.INVALID_TOTP',
      errors: [expect.objectContaining({ field: 'code' })],
    });
    expect((await auditRows(account.id)).map((r) => r.action)).toContain('enrolment-failed');

    const done = await c.post('/api/ops/auth/enrolment/complete', { ...body, code });
    expect(done.status).toBe(200);
  });

  it('drops a set-up after three wrong codes: the link is opened again', async () => {
    const account = await createOpsAccount(db);
    const token = tokenOf((await issue(account.id)).body.url);
    const c = client();
    const started = await c.post('/api/ops/auth/enrolment/start', { token });
    const code = await generate({ secret: started.body.totp_secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const body = { token, challenge: started.body.challenge, password: NEW_PASSWORD };
    for (let i = 0; i < 3; i += 1) {
      expect((await c.post('/api/ops/auth/enrolment/complete', { ...body, code: wrongCode })).status).toBe(400);
    }
    const dropped = await c.post('/api/ops/auth/enrolment/complete', { ...body, code });
    expect(dropped.body.errors).toEqual([expect.objectContaining({ field: 'challenge' })]);
    expect((await enrol(c, token)).done.status).toBe(200);
  });

  it('slows a client that tries many wrong links down, like sign-in', async () => {
    const c = client();
    const answers = [];
    for (let i = 0; i < 22; i += 1) {
      answers.push(await c.post('/api/ops/auth/enrolment/start', { token: randomBytes(32).toString('base64url') }));
    }
    expect(answers.slice(0, 20).every((r) => r.status === 400)).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.code).toBe('AUTH.THROTTLED');
    expect(answers.at(-1)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('is for admins only, with the session’s CSRF token', async () => {
    const target = await createOpsAccount(db);
    for (const role of ['coordinator', 'analyst'] as const) {
      const account = await createOpsAccount(db, { role });
      const c = client();
      await c.signIn(account.username, account.password);
      const refused = await issue(target.id, c);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTH.FORBIDDEN');
    }
    const noCsrf = await admin.post(`/api/ops/accounts/${target.id}/enrolment-link`, undefined, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('AUTH.CSRF_TOKEN_MISSING');
    expect((await client().post(`/api/ops/accounts/${target.id}/enrolment-link`)).status).toBe(401);
    expect((await issue(999999)).status).toBe(404);
    expect(
      await db.count('audit_log', `action = 'enrolment-link-issued' and record_id = $1`, [String(target.id)]),
    ).toBe(0);
  });

  it('creates accounts outside production as before: no link unless an admin issues one', async () => {
    const created = await admin.post('/api/ops/accounts', {
      username: `new.${randomBytes(3).toString('hex')}`,
      display_name: 'New Person',
      role: 'coordinator',
      password: NEW_PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.enrolment_link).toBeUndefined();
  });
});

/** In production the link is the only way an account gets its second factor. */
describe('ops enrolment links in production', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let admin: OpsClient;
  const env = testEnv({
    NODE_ENV: 'production',
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OPS_ORIGIN: 'https://ops.example.org',
    PUBLIC_BASE_URL: 'https://www.example.org',
    OPS_ENROLMENT_LINK_HOURS: '24',
    INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp',
    TRUST_PROXY: '127.0.0.1',
  });
  const client = () => new OpsClient(api.url, nextAddress());
  const signInWithApp = async (account: TestOpsAccount) => {
    const c = client();
    const first = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    expect(first.body.status).toBe('totp-required');
    const done = await c.post('/api/ops/auth/totp', {
      challenge: first.body.challenge,
      code: await generate({ secret: account.totpSecret! }),
    });
    expect(done.status).toBe(200);
    return c;
  };

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(env);
    admin = await signInWithApp(await createOpsAccount(db, { role: 'admin', totp: true }));
  });

  afterAll(async () => {
    await api?.stop();
    await cleanRedis(env.QUEUE_PREFIX);
    await db?.close();
  });

  it('refuses sign-in with the right password to an account without a second factor, saying to use the link', async () => {
    const account = await createOpsAccount(db);
    const refused = await client().post('/api/ops/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'AUTH.ENROLMENT_REQUIRED',
      message:
        "Your account's sign-in is not set up yet: use the enrolment link an administrator sent you, or ask for a new one",
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    const [row] = await db.query<any>(
      `select action, details from audit_log where record_id = $1 order by id desc limit 1`,
      [String(account.id)],
    );
    expect(row).toEqual({ action: 'sign-in-failed', details: { reason: 'not-enrolled' } });

    // A wrong password still gets the one answer for every failure.
    const wrong = await client().post('/api/ops/auth/login', { username: account.username, password: 'not it at all' });
    expect(wrong.status).toBe(401);
  });

  it('creates an account with its enrolment link; the person enrols through it and signs in', async () => {
    const username = `prod.${randomBytes(3).toString('hex')}`;
    const created = await admin.post('/api/ops/accounts', {
      username,
      display_name: 'Prod Person',
      role: 'coordinator',
      password: 'an administrator chose this 31',
    });
    expect(created.status).toBe(201);
    expect(created.body.enrolment_link).toEqual({
      // The dashboard's address (dashboardBaseUrl: here the public host, as OPS_OWN_HOST is off).
      url: expect.stringMatching(/^https:\/\/www\.example\.org\/ops\/enrol#[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    const hours = (Date.parse(created.body.enrolment_link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenOf(created.body.enrolment_link.url);
    expect(
      await db.count('audit_log', `action = 'enrolment-link-issued' and record_id = $1`, [String(created.body.id)]),
    ).toBe(1);

    const person = client();
    const started = await person.post('/api/ops/auth/enrolment/start', { token });
    expect(started.body).toMatchObject({ display_name: 'Prod Person', username });
    const secret = started.body.totp_secret;
    const done = await person.post('/api/ops/auth/enrolment/complete', {
      token,
      challenge: started.body.challenge,
      password: NEW_PASSWORD,
      code: await generate({ secret }),
    });
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie()[0]).toMatch(/^__Host-ops_session=/);
    expect((await person.get('/api/ops/auth/session')).status).toBe(200);

    // From now on the password and the app's code (the code just used works once, so only the first step here).
    const login = await client().post('/api/ops/auth/login', { username, password: NEW_PASSWORD });
    expect(login.body).toEqual({ status: 'totp-required', challenge: expect.any(String) });
    expect(await db.count('audit_log', `details::text like $1`, [`%${token}%`])).toBe(0);
  });

  it('prints the enrolment link of an account made on the command line (ops:user add), not a password', () => {
    const username = `cli.${randomBytes(3).toString('hex')}`;
    const result = spawnSync(
      process.execPath,
      [join(__dirname, '..', '..', 'dist', 'cli', 'ops-user.js'), 'add', username, '--role', 'analyst'],
      { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Created analyst account cli\.[0-9a-f]{6} \(id \d+\)\.$/m);
    expect(result.stdout).not.toMatch(/Password/);
    const url = /^ {2}(https:\/\/www\.example\.org\/ops\/enrol#[A-Za-z0-9_-]{43})$/m.exec(result.stdout)?.[1];
    expect(url).toBeDefined();
    return client()
      .post('/api/ops/auth/enrolment/start', { token: tokenOf(url!) })
      .then((started) => expect(started.body).toMatchObject({ username }));
  });
});
