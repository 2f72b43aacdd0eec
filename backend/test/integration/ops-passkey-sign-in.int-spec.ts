import { generate } from 'otplib';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

const OPS_ORIGIN = 'https://ops.physio.test';

let clientNumber = 0;
/** Each test signs in from an address of its own, so per-client limits in one test never reach another. */
const nextAddress = () => `198.51.100.${++clientNumber}`;

/**
 * Signing in with a passkey alone (no username or password), an administrator requiring passkeys of a role, and the
 * Origin header of the dashboard's writes. The passkeys are a software authenticator answering as a browser does.
 */
describe('ops sign-in with a passkey alone, and roles that require one', () => {
  let db: TestDatabase;
  let api: RunningApi;
  const env = testEnv({ TRUST_PROXY: '127.0.0.1', OPS_ORIGIN });

  const client = () => new OpsClient(api.url, nextAddress());
  const signedIn = async (account: TestOpsAccount) => {
    const c = client();
    await c.signIn(account.username, account.password);
    return c;
  };
  const register = async (c: OpsClient, account: TestOpsAccount, authenticator: SoftwareAuthenticator) => {
    const options = await c.post('/api/ops/auth/passkeys/options', { current_password: account.password });
    expect(options.status).toBe(200);
    const added = await c.post('/api/ops/auth/passkeys', {
      setup_token: options.body.setup_token,
      name: 'Laptop',
      credential: authenticator.create(options.body.options),
    });
    expect(added.status).toBe(201);
    return added.body as { id: number };
  };
  const auditRows = (where: string, params: unknown[]) =>
    db.query<{ action: string; account_id: number | null; record_id: string | null; details: any }>(
      `select action, account_id, record_id, details from audit_log where ${where} order by id`,
      params,
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.query('update ops_sign_in_rule set passkey_required = false');
    api = await startApi(env);
  });

  afterAll(async () => {
    // The next files in this database expect every role to sign in as before.
    await db?.query('update ops_sign_in_rule set passkey_required = false');
    await api?.stop();
    await db?.close();
  });

  it('signs in with a passkey alone: no passkeys listed in the options, the account found from the passkey (audited)', async () => {
    const account = await createOpsAccount(db, { displayName: 'Sam Okafor' });
    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    await register(await signedIn(account), account, authenticator);

    const c = client();
    const options = await c.post('/api/ops/auth/passkey/options');
    expect(options.status).toBe(200);
    expect(options.body).toEqual({
      challenge: expect.any(String),
      passkey_options: expect.objectContaining({ rpId: 'ops.physio.test', userVerification: 'required' }),
    });
    expect(options.body.passkey_options.allowCredentials ?? []).toEqual([]);

    const credential = authenticator.get(options.body.passkey_options);
    const done = await c.post('/api/ops/auth/passkey', { challenge: options.body.challenge, credential });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'signed-in',
      session: { account: { id: account.id, display_name: 'Sam Okafor', passkey_required: false } },
    });
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);
    // The challenge works once.
    const replay = await client().post('/api/ops/auth/passkey', { challenge: options.body.challenge, credential });
    expect(replay.status).toBe(401);

    const [signIn] = (await auditRows(`action = 'sign-in' and account_id = $1`, [account.id])).slice(-1);
    expect(signIn.details).toEqual({ second_factor: 'passkey' });
  });

  it('refuses a passkey this site does not know, one answering with another account’s user handle, and a disabled account’s', async () => {
    const account = await createOpsAccount(db);
    const mine = new SoftwareAuthenticator(OPS_ORIGIN);
    await register(await signedIn(account), account, mine);
    const before = await db.query<{ max: number }>('select coalesce(max(id), 0)::int as max from audit_log');

    // An authenticator whose passkey was never registered here.
    const unknown = new SoftwareAuthenticator(OPS_ORIGIN);
    const made = await client().post('/api/ops/auth/passkey/options');
    unknown.create({
      challenge: 'eA',
      rp: { id: 'ops.physio.test' },
      user: { id: 'b3BzLWFjY291bnQ6OTk5', name: 'x' },
    } as never);
    const stranger = await client().post('/api/ops/auth/passkey', {
      challenge: made.body.challenge,
      credential: unknown.get(made.body.passkey_options),
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ code: 'AUTH.INVALID_PASSKEY' });

    // The right passkey, but the user handle of another account: refused as unknown.
    const second = await client().post('/api/ops/auth/passkey/options');
    const forged = mine.get(second.body.passkey_options);
    const tampered = {
      ...forged,
      response: { ...forged.response, userHandle: Buffer.from('ops-account:1').toString('base64url') },
    };
    const refused = await client().post('/api/ops/auth/passkey', {
      challenge: second.body.challenge,
      credential: tampered,
    });
    expect(refused.status).toBe(401);

    const failures = await auditRows(`id > $1 and action = 'sign-in-failed'`, [before[0].max]);
    expect(failures.map((row) => [row.account_id, row.details.reason])).toEqual([
      [null, 'unknown-passkey'],
      [null, 'unknown-passkey'],
    ]);

    await db.query('update ops_account set active = false where id = $1', [account.id]);
    const third = await client().post('/api/ops/auth/passkey/options');
    const disabled = await client().post('/api/ops/auth/passkey', {
      challenge: third.body.challenge,
      credential: mine.get(third.body.passkey_options),
    });
    expect(disabled.status).toBe(401);
  });

  it('limits how often one client starts a sign-in with a passkey (each keeps a challenge for 5 minutes)', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await c.post('/api/ops/auth/passkey/options')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another client is not held by it.
    expect((await client().post('/api/ops/auth/passkey/options')).status).toBe(200);
  });

  it('an administrator requires passkeys of a role: its accounts without one can only add one, then use it alone', async () => {
    const admin = await createOpsAccount(db, { role: 'admin' });
    const adminClient = await signedIn(admin);
    const coordinator = await createOpsAccount(db, { totp: true });
    const analyst = await createOpsAccount(db, { role: 'analyst' });

    const rules = await adminClient.get('/api/ops/sign-in-rules');
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-range')).toBe('sign-in-rules 0-2/3');
    expect(rules.body.map((rule: { id: string }) => rule.id)).toEqual(['coordinator', 'admin', 'analyst']);
    const coordinatorsBefore = rules.body[0];
    expect(coordinatorsBefore).toMatchObject({ id: 'coordinator', passkey_required: false, updated_at: null });
    expect(coordinatorsBefore.accounts_without_passkey).toBeGreaterThanOrEqual(1);

    // Only administrators see or change them.
    const analystClient = await signedIn(analyst);
    expect((await analystClient.get('/api/ops/sign-in-rules')).status).toBe(403);
    const coordinatorSession = client();
    const first = await coordinatorSession.post('/api/ops/auth/login', {
      username: coordinator.username,
      password: coordinator.password,
    });
    await coordinatorSession.post('/api/ops/auth/totp', {
      challenge: first.body.challenge,
      code: await generate({ secret: coordinator.totpSecret! }),
    });
    expect(
      (await coordinatorSession.put('/api/ops/sign-in-rules/coordinator', { passkey_required: true })).status,
    ).toBe(403);

    // Bad input names the field; an unknown role is not found; nothing changes.
    const bad = await adminClient.put('/api/ops/sign-in-rules/coordinator', { passkey_required: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'passkey_required', rule: 'isBoolean' })]);
    expect((await adminClient.put('/api/ops/sign-in-rules/owner', { passkey_required: true })).status).toBe(404);
    // Their own role, before they have a passkey: refused, so they are not stopped mid-change.
    const own = await adminClient.put('/api/ops/sign-in-rules/admin', { passkey_required: true });
    expect(own.status).toBe(409);
    expect(own.body.errors).toEqual([expect.objectContaining({ field: 'passkey_required' })]);

    const required = await adminClient.put('/api/ops/sign-in-rules/coordinator', { passkey_required: true });
    expect(required.status).toBe(200);
    expect(required.body).toMatchObject({ id: 'coordinator', passkey_required: true, updated_at: expect.any(String) });
    const audited = await auditRows(`resource = 'sign-in-rules' and account_id = $1`, [admin.id]);
    expect(audited.map((row) => [row.action, row.record_id, row.details])).toEqual([
      ['update', 'coordinator', { fields: ['passkey_required'], passkey_required: true }],
    ]);

    // At once, for the coordinator already signed in: only adding a passkey is open.
    const session = await coordinatorSession.get('/api/ops/auth/session');
    expect(session.body.account.passkey_required).toBe(true);
    const blocked = await coordinatorSession.get('/api/ops/finder-requests');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'AUTH.PASSKEY_REQUIRED' });
    const authenticator = new SoftwareAuthenticator(OPS_ORIGIN);
    const passkey = await register(coordinatorSession, coordinator, authenticator);
    expect((await coordinatorSession.get('/api/ops/finder-requests')).status).toBe(200);
    expect((await coordinatorSession.get('/api/ops/auth/session')).body.account.passkey_required).toBe(false);

    // The last passkey stays while the role requires one.
    await coordinatorSession.post('/api/ops/auth/reauthenticate', { current_password: coordinator.password });
    const removeLast = await coordinatorSession.delete(`/api/ops/auth/passkeys/${passkey.id}`);
    expect(removeLast.status).toBe(409);
    expect((await coordinatorSession.get('/api/ops/auth/passkeys')).body).toHaveLength(1);

    // Recovery codes made now, for the lost-passkey case below.
    const codes = await coordinatorSession.post('/api/ops/auth/recovery-codes', {
      current_password: coordinator.password,
    });
    expect(codes.status).toBe(200);

    // The password leads to the passkey only: the app's code no longer answers (audited), a recovery code does.
    await db.query('update ops_account set totp_last_time_step = null where id = $1', [coordinator.id]);
    const later = client();
    const login = await later.post('/api/ops/auth/login', {
      username: coordinator.username,
      password: coordinator.password,
    });
    expect(login.body).toMatchObject({ status: 'passkey-required', totp_allowed: false });
    const byApp = await later.post('/api/ops/auth/totp', {
      challenge: login.body.challenge,
      code: await generate({ secret: coordinator.totpSecret! }),
    });
    expect(byApp.status).toBe(401);
    expect(byApp.body).toMatchObject({ code: 'AUTH.PASSKEY_REQUIRED' });
    expect(later.cookie).toBeNull();
    const [refusal] = (
      await auditRows(`action = 'sign-in-failed' and account_id is null and record_id = $1`, [String(coordinator.id)])
    ).slice(-1);
    expect(refusal.details).toEqual({ reason: 'passkey-required' });
    const byRecovery = await later.post('/api/ops/auth/totp', {
      challenge: login.body.challenge,
      code: codes.body.recovery_codes[0],
    });
    expect(byRecovery.body.status).toBe('signed-in');

    // And the passkey alone signs in.
    const alone = client();
    const options = await alone.post('/api/ops/auth/passkey/options');
    const done = await alone.post('/api/ops/auth/passkey', {
      challenge: options.body.challenge,
      credential: authenticator.get(options.body.passkey_options),
    });
    expect(done.body).toMatchObject({ status: 'signed-in', session: { account: { passkey_required: false } } });

    // Not required any more: the app's code answers again.
    expect((await adminClient.put('/api/ops/sign-in-rules/coordinator', { passkey_required: false })).status).toBe(200);
    const relaxed = await client().post('/api/ops/auth/login', {
      username: coordinator.username,
      password: coordinator.password,
    });
    expect(relaxed.body).toMatchObject({ status: 'passkey-required', totp_allowed: true });
  });

  it('lists every role even when the rules table was emptied, and a rule set then is kept', async () => {
    const admin = await createOpsAccount(db, { role: 'admin' });
    const adminClient = await signedIn(admin);
    await db.query('delete from ops_sign_in_rule');
    const rules = await adminClient.get('/api/ops/sign-in-rules');
    expect(
      rules.body.map((rule: { id: string; passkey_required: boolean }) => [rule.id, rule.passkey_required]),
    ).toEqual([
      ['coordinator', false],
      ['admin', false],
      ['analyst', false],
    ]);
    const set = await adminClient.put('/api/ops/sign-in-rules/analyst', { passkey_required: true });
    expect(set.body).toMatchObject({ id: 'analyst', passkey_required: true });
    expect(await db.query('select role, passkey_required from ops_sign_in_rule')).toEqual([
      { role: 'analyst', passkey_required: true },
    ]);
    await db.query(
      `insert into ops_sign_in_rule (role) values ('coordinator'), ('admin'), ('analyst') on conflict (role) do update set passkey_required = false`,
    );
  });

  it('refuses a write sent from a page of another origin (audited), and takes the dashboard’s', async () => {
    const coordinator = await createOpsAccount(db);
    const c = await signedIn(coordinator);
    const note = { current_password: coordinator.password };
    const foreign = await c.post('/api/ops/auth/reauthenticate', note, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'AUTH.FOREIGN_ORIGIN' });
    const [refused] = await auditRows(`action = 'access-refused' and account_id = $1`, [coordinator.id]);
    expect(refused.details).toEqual({
      reason: 'origin',
      route: 'POST /api/ops/auth/reauthenticate',
      role: 'coordinator',
    });
    expect((await auditRows(`action = 'reauthenticated' and account_id = $1`, [coordinator.id])).length).toBe(0);

    const ours = await c.post('/api/ops/auth/reauthenticate', note, { headers: { origin: OPS_ORIGIN } });
    expect(ours.status).toBe(200);
    // Reading needs no Origin check (a GET changes nothing).
    expect((await c.get('/api/ops/auth/session')).status).toBe(200);
  });
});
