import { Redis } from 'ioredis';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

const query = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

/** The `accounts` and `audit-log` resources as react-admin's simple-rest data provider uses them (admins only). */
describe('ops accounts and audit log resources', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let admin: OpsClient;
  let adminAccount: TestOpsAccount;
  const env = testEnv();

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate audit_log, ops_passkey, ops_account restart identity');
    api = await startApi(env);
    adminAccount = await createOpsAccount(db, { username: 'alice.admin', role: 'admin', displayName: 'Alice Admin' });
    await createOpsAccount(db, { username: 'bob.coordinator', displayName: 'Bob Coordinator' });
    await createOpsAccount(db, {
      username: 'cara.analyst',
      role: 'analyst',
      displayName: 'Cara Analyst',
      active: false,
    });
    admin = new OpsClient(api.url, '198.51.100.200');
    await admin.signIn(adminAccount.username, adminAccount.password);
  });

  afterAll(async () => {
    await api?.stop();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db?.close();
  });

  it('lists accounts page by page, sorted and filtered, with the total in Content-Range', async () => {
    const page = await admin.get(`/api/ops/accounts${query({ sort: ['username', 'DESC'], range: [0, 1] })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('accounts 0-1/3');
    expect(page.body.map((a: { username: string }) => a.username)).toEqual(['cara.analyst', 'bob.coordinator']);
    expect(page.body[0]).toEqual({
      id: expect.any(Number),
      username: 'cara.analyst',
      display_name: 'Cara Analyst',
      role: 'analyst',
      active: false,
      totp_enabled: false,
      last_sign_in_at: null,
      created_at: expect.any(String),
      sign_in_slowed_until: null,
    });
    expect(JSON.stringify(page.body)).not.toMatch(/argon2|hash|secret/i);

    const filtered = await admin.get(`/api/ops/accounts${query({ filter: { q: 'ALICE', active: true } })}`);
    expect(filtered.body.map((a: { username: string }) => a.username)).toEqual(['alice.admin']);
    expect(filtered.headers.get('content-range')).toBe('accounts 0-0/1');
    const roles = await admin.get(`/api/ops/accounts${query({ filter: { role: ['admin', 'analyst'] } })}`);
    expect(roles.body.map((a: { username: string }) => a.username)).toEqual(['alice.admin', 'cara.analyst']);
    const many = await admin.get(`/api/ops/accounts${query({ filter: { id: [adminAccount.id] } })}`);
    expect(many.body).toHaveLength(1);
  });

  it('refuses a list query it does not understand with 400 naming the parameter', async () => {
    const res = await admin.get(`/api/ops/accounts${query({ sort: ['password_hash', 'ASC'] })}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'OPS.INVALID_LIST_QUERY', errors: [{ field: 'sort' }] });
  });

  it('creates an account that can then sign in; refuses a taken username (any case) and a weak password', async () => {
    const created = await admin.post('/api/ops/accounts', {
      username: 'Dan.New',
      display_name: 'Dan New',
      role: 'coordinator',
      password: 'dans first passphrase',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      username: 'dan.new',
      role: 'coordinator',
      active: true,
    });
    await new OpsClient(api.url, '198.51.100.201').signIn('dan.new', 'dans first passphrase');

    const taken = await admin.post('/api/ops/accounts', {
      username: 'DAN.NEW',
      display_name: 'Another Dan',
      role: 'analyst',
      password: 'another long passphrase',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('OPS.CONFLICT');

    const weak = await admin.post('/api/ops/accounts', {
      username: 'erin.weak',
      display_name: 'Erin',
      role: 'analyst',
      password: 'erin.weak',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(await db.count('ops_account', 'username = $1', ['erin.weak'])).toBe(0);

    const audit = await db.query<{ account_id: number; details: Record<string, unknown> }>(
      `select account_id, details from audit_log where action = 'create' and record_id = $1`,
      [String(created.body.id)],
    );
    expect(audit).toEqual([
      {
        account_id: adminAccount.id,
        details: { fields: ['username', 'display_name', 'role', 'password'], role: 'coordinator', totp_enabled: false },
      },
    ]);
  });

  it('updates an account from the whole record react-admin sends back, and audits field names without values', async () => {
    const bob = (await admin.get(`/api/ops/accounts${query({ filter: { q: 'bob' } })}`)).body[0];
    const one = await admin.get(`/api/ops/accounts/${bob.id}`);
    expect(one.body).toEqual(bob);
    const res = await admin.put(`/api/ops/accounts/${bob.id}`, {
      ...bob,
      display_name: 'Robert Coordinator',
      role: 'analyst',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bob.id, display_name: 'Robert Coordinator', role: 'analyst' });

    const [entry] = await db.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'update' and record_id = $1`,
      [String(bob.id)],
    );
    expect(entry.details).toEqual({ fields: ['display_name', 'role'], role: { from: 'coordinator', to: 'analyst' } });
    expect(JSON.stringify(entry.details)).not.toContain('Robert');

    const renamed = await admin.put(`/api/ops/accounts/${bob.id}`, { ...bob, username: 'robert' });
    expect(renamed.status).toBe(400);
    expect((await admin.get('/api/ops/accounts/999999')).status).toBe(404);
    expect((await admin.get('/api/ops/accounts/not-a-number')).status).toBe(404);
  });

  it('does not let an admin disable their own account or drop their own admin role', async () => {
    for (const change of [{ active: false }, { role: 'coordinator' }]) {
      const res = await admin.put(`/api/ops/accounts/${adminAccount.id}`, change);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('OPS.CONFLICT');
    }
    expect((await admin.get('/api/ops/auth/session')).body.account.role).toBe('admin');
  });

  it('a password an admin sets works for one sign-in: that session can only choose a new one, with the old', async () => {
    const created = await admin.post('/api/ops/accounts', {
      username: 'fay.once',
      display_name: 'Fay Once',
      role: 'coordinator',
      password: 'handed over on paper 81',
    });
    expect(created.status).toBe(201);
    const fay = new OpsClient(api.url, '198.51.100.202');
    const signIn = await fay.signIn('fay.once', 'handed over on paper 81');
    expect(signIn.body.session.account.password_change_required).toBe(true);
    const session = await fay.get('/api/ops/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.account.password_change_required).toBe(true);
    for (const res of [await fay.get('/api/ops/home'), await fay.get('/api/ops/finder-requests')]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH.PASSWORD_CHANGE_REQUIRED');
    }
    const changed = await fay.post('/api/ops/auth/password', {
      current_password: 'handed over on paper 81',
      new_password: 'my own choice of words 5',
    });
    expect(changed.status).toBe(200);
    expect((await fay.get('/api/ops/auth/session')).body.account.password_change_required).toBe(false);
    expect((await fay.get('/api/ops/home')).status).toBe(200);

    // An admin's reset is one-time too; the account's own choice is not.
    const reset = await admin.put(`/api/ops/accounts/${created.body.id}`, { password: 'a second paper passphrase' });
    expect(reset.status).toBe(200);
    const again = await new OpsClient(api.url, '198.51.100.203').signIn('fay.once', 'a second paper passphrase');
    expect(again.body.session.account.password_change_required).toBe(true);
  });

  it('an admin changes their own password only with the current one: the accounts API refuses it', async () => {
    const res = await admin.put(`/api/ops/accounts/${adminAccount.id}`, { password: 'no current one given 7' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    await new OpsClient(api.url, '198.51.100.204').signIn(adminAccount.username, adminAccount.password);
  });

  it('has no DELETE: accounts are disabled instead', async () => {
    const res = await admin.request('DELETE', `/api/ops/accounts/${adminAccount.id}`);
    expect(res.status).toBe(404);
    expect(await db.count('ops_account', 'id = $1', [adminAccount.id])).toBe(1);
  });

  it('lists the audit log newest first, filtered, and reads one entry; it has no write routes', async () => {
    const list = await admin.get(`/api/ops/audit-log${query({ filter: { action: 'sign-in' }, range: [0, 9] })}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^audit-log 0-\d+\/\d+$/);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    expect(list.body.every((e: { action: string }) => e.action === 'sign-in')).toBe(true);
    expect(list.body[0].id).toBeGreaterThan(list.body[1].id);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      account_id: expect.any(Number),
      username: expect.any(String),
      action: 'sign-in',
      resource: 'accounts',
      record_id: expect.any(String),
      record_label: null,
      details: { second_factor: 'none' },
    });
    const one = await admin.get(`/api/ops/audit-log/${list.body[0].id}`);
    expect(one.body).toEqual(list.body[0]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const byDay = await admin.get(
      `/api/ops/audit-log${query({ filter: { account_id: adminAccount.id, at_gte: today, at_lte: today } })}`,
    );
    expect(byDay.body.length).toBeGreaterThan(0);
    expect(byDay.body.every((e: { account_id: number }) => e.account_id === adminAccount.id)).toBe(true);

    for (const method of ['POST', 'PUT', 'DELETE']) {
      const path = method === 'POST' ? '/api/ops/audit-log' : `/api/ops/audit-log/${list.body[0].id}`;
      expect((await admin.request(method, path, method === 'DELETE' ? undefined : {})).status).toBe(404);
    }
  });
});
