import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { listQuery, OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

const OPS_ORIGIN = 'https://ops.physio.test';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

let clientNumber = 0;
/** Each test signs in from an address of its own, so per-client throttling in one test never reaches another. */
const nextAddress = () => `203.0.113.${++clientNumber}`;

/**
 * Passkeys (WebAuthn) as the second sign-in step: registered from My account after the password is asked again,
 * listed and removed there, and asked for after the password at sign-in. The browser and the passkey are a software
 * authenticator (test/support/software-authenticator.ts) that answers as Chromium and a phone would.
 */
describe('ops passkeys', () => {
  let db: TestDatabase;
  let redis: Redis;
  let api: RunningApi;
  const env = testEnv({ TRUST_PROXY: '127.0.0.1', OPS_ORIGIN });

  const client = () => new OpsClient(api.url, nextAddress());
  const signedIn = async (account: TestOpsAccount) => {
    const c = client();
    await c.signIn(account.username, account.password);
    return c;
  };
  const challengeKey = (token: string) => `${env.QUEUE_PREFIX}:ops:challenge:${sha256(token)}`;
  const auditRows = (accountId: number) =>
    db.query<{ action: string; details: any; client: string | null }>(
      `select action, details, client from audit_log where record_id = $1 order by id`,
      [String(accountId)],
    );

  /** Registers a passkey on `authenticator` for the signed-in client; answers the row the API gave back. */
  const register = async (
    c: OpsClient,
    account: TestOpsAccount,
    authenticator: SoftwareAuthenticator,
    name = 'Work laptop',
  ) => {
    const options = await c.post('/api/ops/auth/passkeys/options', { current_password: account.password });
    expect(options.status).toBe(200);
    const added = await c.post('/api/ops/auth/passkeys', {
      setup_token: options.body.setup_token,
      name,
      credential: authenticator.create(options.body.options),
    });
    expect(added.status).toBe(201);
    return added.body;
  };

  beforeAll(async () => {
    db = testDatabase();
    redis = new Redis(TEST_REDIS_URL);
    api = await startApi(env);
  });

  afterAll(async () => {
    await api?.stop();
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db?.close();
  });

  it('registers a passkey after the password is asked again, bound to OPS_ORIGIN, and lists it (audited passkey-added)', async () => {
    const account = await createOpsAccount(db, { displayName: 'Pat Lee' });
    const c = await signedIn(account);

    const wrong = await c.post('/api/ops/auth/passkeys/options', { current_password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
      errors: [expect.objectContaining({ field: 'current_password' })],
    });

    const options = await c.post('/api/ops/auth/passkeys/options', { current_password: account.password });
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({
      rp: { id: 'ops.physio.test' },
      user: { name: account.username, displayName: 'Pat Lee' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    // The WebAuthn challenge waits on the server with the setup token, 5 minutes at most.
    const ttl = await redis.ttl(challengeKey(options.body.setup_token));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);

    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    const credential = authenticator.create(options.body.options);
    const added = await c.post('/api/ops/auth/passkeys', {
      setup_token: options.body.setup_token,
      name: ' Work laptop ',
      credential,
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });
    // The setup token works once.
    const again = await c.post('/api/ops/auth/passkeys', {
      setup_token: options.body.setup_token,
      name: 'Again',
      credential,
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'AUTH.INVALID_PASSKEY',
      errors: [expect.objectContaining({ field: 'setup_token' })],
    });

    const list = await c.get(`/api/ops/auth/passkeys${listQuery({ sort: ['created_at', 'DESC'], range: [0, 24] })}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('passkeys 0-0/1');
    expect(list.body).toEqual([added.body]);
    const [stored] = await db.query<{ credential_id: string; name: string }>(
      'select credential_id, name from ops_passkey where account_id = $1',
      [account.id],
    );
    expect(stored).toEqual({ credential_id: credential.id, name: 'Work laptop' });

    // A second registration excludes the passkeys the account has.
    const next = await c.post('/api/ops/auth/passkeys/options', { current_password: account.password });
    expect(next.body.options.excludeCredentials).toEqual([expect.objectContaining({ id: credential.id })]);

    const actions = (await auditRows(account.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['reauthentication-failed', 'passkey-added']));
    const [row] = (await auditRows(account.id)).filter((r) => r.action === 'passkey-added');
    expect(row.details).toEqual({ passkey_id: added.body.id });
    expect(JSON.stringify(row)).not.toContain('Work laptop');
  });

  it('refuses a new passkey made for another origin, without user verification, or with another challenge', async () => {
    const account = await createOpsAccount(db);
    const c = await signedIn(account);
    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    for (const made of [
      (options: any) => authenticator.create(options, { origin: 'https://evil.example' }),
      (options: any) => authenticator.create(options, { userVerified: false }),
      (options: any) => authenticator.create({ ...options, challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }),
      () => ({ id: 'x', response: {} }),
    ]) {
      const options = await c.post('/api/ops/auth/passkeys/options', { current_password: account.password });
      const refused = await c.post('/api/ops/auth/passkeys', {
        setup_token: options.body.setup_token,
        name: 'Phone',
        credential: made(options.body.options),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'AUTH.INVALID_PASSKEY',
        errors: [expect.objectContaining({ field: 'credential' })],
      });
    }
    expect(await db.query('select 1 from ops_passkey where account_id = $1', [account.id])).toEqual([]);
  });

  it('names the field and the rule of a malformed request', async () => {
    const account = await createOpsAccount(db);
    const c = await signedIn(account);
    const cases: [unknown, string][] = [
      [{ setup_token: 'x', name: 'Phone' }, 'credential'],
      [{ setup_token: 'x', name: 'Phone', credential: 'text' }, 'credential'],
      [{ setup_token: 'x', name: '   ', credential: {} }, 'name'],
      [{ setup_token: 'x', name: 'n'.repeat(61), credential: {} }, 'name'],
      [{ name: 'Phone', credential: {} }, 'setup_token'],
    ];
    for (const [body, field] of cases) {
      const res = await c.post('/api/ops/auth/passkeys', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toEqual([expect.objectContaining({ field })]);
    }
    const noPassword = await c.post('/api/ops/auth/passkeys/options', {});
    expect(noPassword.body.errors).toEqual([expect.objectContaining({ field: 'current_password' })]);
    const noCredential = await client().post('/api/ops/auth/passkey', { challenge: 'x' });
    expect(noCredential.status).toBe(400);
    expect(noCredential.body.errors).toEqual([expect.objectContaining({ field: 'credential', rule: 'isObject' })]);
  });

  it('asks for the passkey after the password and signs in with it, once per challenge (audited second_factor passkey)', async () => {
    const account = await createOpsAccount(db, { totp: true });
    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    const passkey = await register(await signedIn2fa(account), account, authenticator);

    const c = client();
    const login = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      status: 'passkey-required',
      challenge: expect.any(String),
      totp_allowed: true,
      passkey_options: {
        rpId: 'ops.physio.test',
        userVerification: 'required',
        allowCredentials: [expect.objectContaining({ type: 'public-key' })],
      },
    });
    expect(c.cookie).toBeNull();
    const ttl = await redis.ttl(challengeKey(login.body.challenge));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);

    const credential = authenticator.get(login.body.passkey_options);
    const done = await c.post('/api/ops/auth/passkey', { challenge: login.body.challenge, credential });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed-in', session: { account: { id: account.id } } });
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);
    // The same answer again, or the challenge again: the challenge is used up.
    const replay = await client().post('/api/ops/auth/passkey', { challenge: login.body.challenge, credential });
    expect(replay.status).toBe(401);

    // The first sign-in (with the app's code) registered the passkey; the last one used it.
    const row = (await auditRows(account.id)).filter((r) => r.action === 'sign-in').at(-1)!;
    expect(row.details).toEqual({ second_factor: 'passkey' });
    expect(row.client).toEqual(expect.any(String));
    const listed = await c.get('/api/ops/auth/passkeys');
    expect(listed.body).toEqual([{ ...passkey, last_used_at: expect.any(String) }]);

    // The authenticator app still works instead, with the same kind of challenge (its code of this 30 seconds was used
    // to register the passkey, and each works once: as if that was long ago).
    await db.query('update ops_account set totp_last_time_step = null where id = $1', [account.id]);
    const other = client();
    const second = await other.post('/api/ops/auth/login', { username: account.username, password: account.password });
    const code = await other.post('/api/ops/auth/totp', {
      challenge: second.body.challenge,
      code: await generate({ secret: account.totpSecret! }),
    });
    expect(code.body.status).toBe('signed-in');
  });

  it('refuses a passkey answer for another origin, without user verification, or of another account, counting each', async () => {
    const account = await createOpsAccount(db);
    const mine = new SoftwareAuthenticator(OPS_ORIGIN);
    await register(await signedIn(account), account, mine);
    const stranger = await createOpsAccount(db);
    const theirs = new SoftwareAuthenticator(OPS_ORIGIN);
    await register(await signedIn(stranger), stranger, theirs);

    const c = client();
    const login = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    const options = login.body.passkey_options;
    const answers = [
      mine.get(options, { origin: 'https://evil.example' }),
      mine.get(options, { userVerified: false }),
      theirs.get({ ...options, allowCredentials: undefined }),
    ];
    for (const credential of answers) {
      const refused = await c.post('/api/ops/auth/passkey', { challenge: login.body.challenge, credential });
      expect(refused.status).toBe(401);
    }
    // Three wrong answers use the challenge up: even the right one is refused now.
    const late = await c.post('/api/ops/auth/passkey', {
      challenge: login.body.challenge,
      credential: mine.get(options),
    });
    expect(late.status).toBe(401);
    expect(c.cookie).toBeNull();
    const reasons = (await auditRows(account.id))
      .filter((r) => r.action === 'sign-in-failed')
      .map((r) => r.details.reason);
    expect(reasons).toEqual(['wrong-passkey', 'wrong-passkey', 'unknown-passkey']);
  });

  it('removes one of one’s own passkeys (another account’s is not found), after which sign-in no longer asks for it', async () => {
    const account = await createOpsAccount(db);
    const c = await signedIn(account);
    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    const passkey = await register(c, account, authenticator);

    const strangerAccount = await createOpsAccount(db);
    const stranger = await signedIn(strangerAccount);
    await stranger.post('/api/ops/auth/reauthenticate', { current_password: strangerAccount.password });
    expect((await stranger.delete(`/api/ops/auth/passkeys/${passkey.id}`)).status).toBe(404);
    expect((await stranger.get('/api/ops/auth/passkeys')).body).toEqual([]);

    // Removing a factor asks for the password again: the registration's counts for 5 minutes only.
    const key = (await c.get('/api/ops/auth/sessions')).body[0].id as string;
    await redis.hset(`${env.QUEUE_PREFIX}:ops:session:${key}`, 'r', String(Date.now() - 6 * 60_000));
    const unconfirmed = await c.delete(`/api/ops/auth/passkeys/${passkey.id}`);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body).toMatchObject({ code: 'AUTH.REAUTHENTICATION_REQUIRED' });
    expect((await c.get('/api/ops/auth/passkeys')).body).toHaveLength(1);
    await c.post('/api/ops/auth/reauthenticate', { current_password: account.password });

    const removed = await c.delete(`/api/ops/auth/passkeys/${passkey.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(passkey);
    expect((await c.delete(`/api/ops/auth/passkeys/${passkey.id}`)).status).toBe(404);
    expect((await c.get('/api/ops/auth/passkeys')).body).toEqual([]);
    const [row] = (await auditRows(account.id)).filter((r) => r.action === 'passkey-removed');
    expect(row.details).toEqual({ passkey_id: passkey.id });

    const login = await client().post('/api/ops/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.body.status).toBe('signed-in');
  });

  it("signs out the account's other sessions when a passkey is added or removed, and says how many (audited)", async () => {
    const account = await createOpsAccount(db);
    const c = await signedIn(account);
    const elsewhere = await signedIn(account);
    expect((await elsewhere.get('/api/ops/auth/session')).status).toBe(200);

    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    const passkey = await register(c, account, authenticator);
    expect((await elsewhere.get('/api/ops/auth/session')).status).toBe(401);
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);

    // Signed in again elsewhere, now with the passkey after the password.
    const later = client();
    const login = await later.post('/api/ops/auth/login', { username: account.username, password: account.password });
    const credential = authenticator.get(login.body.passkey_options);
    expect((await later.post('/api/ops/auth/passkey', { challenge: login.body.challenge, credential })).status).toBe(
      200,
    );
    expect((await later.get('/api/ops/auth/session')).status).toBe(200);
    await c.post('/api/ops/auth/reauthenticate', { current_password: account.password });
    expect((await c.delete(`/api/ops/auth/passkeys/${passkey.id}`)).status).toBe(200);
    expect((await later.get('/api/ops/auth/session')).status).toBe(401);
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);

    const ended = (await auditRows(account.id)).filter((r) => r.action === 'sessions-ended').map((r) => r.details);
    expect(ended).toEqual([
      { sessions: 1, reason: 'passkey-added' },
      { sessions: 1, reason: 'passkey-removed' },
    ]);
  });

  /** A TOTP account signed in with its code. */
  async function signedIn2fa(account: TestOpsAccount): Promise<OpsClient> {
    const c = client();
    const login = await c.post('/api/ops/auth/login', { username: account.username, password: account.password });
    const done = await c.post('/api/ops/auth/totp', {
      challenge: login.body.challenge,
      code: await generate({ secret: account.totpSecret! }),
    });
    expect(done.body.status).toBe('signed-in');
    return c;
  }
});
