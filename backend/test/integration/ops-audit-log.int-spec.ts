import { randomUUID } from 'node:crypto';
import { shortReference } from '@physio/api-contract';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/** "Who looked at Mrs Jones's record?": the audit log names each row's record and filters by record and by account. */
describe('ops audit log: records by reference or name, filtered by record and by account', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let admin: OpsClient;
  let priya: OpsClient;
  let priyaId: number;
  let priyaUsername: string;
  let tom: OpsClient;
  let physioId: number;
  const jones = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('truncate audit_log');
    for (const [id, name] of [
      [jones, 'Margaret Jones'],
      [other, 'Other Family'],
    ]) {
      await db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email, consent_given_at, status, created_at)
         values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'soon', $2, 'family@example.com', now(), 'unmatched', now())`,
        [id, name],
      );
    }
    physioId = await createPhysiotherapist(db, { name: 'Oliver Bennett' });
    api = await startApi(testEnv());
    const priyaAccount = await createOpsAccount(db, { role: 'coordinator', displayName: 'Priya Shah' });
    priyaId = priyaAccount.id;
    priyaUsername = priyaAccount.username;
    priya = await signedIn(api.url, priyaAccount);
    tom = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
    admin = await signedIn(api.url, await createOpsAccount(db, { role: 'admin' }));

    expect((await priya.get(`/api/ops/finder-requests/${jones}`)).status).toBe(200);
    expect((await tom.get(`/api/ops/finder-requests/${other}`)).status).toBe(200);
    expect((await tom.get(`/api/ops/physiotherapists/${physioId}`)).status).toBe(200);
    // Tom's search lists Mrs Jones's request among its rows: that too is a look at it.
    expect((await tom.get(`/api/ops/finder-requests${listQuery({ filter: { q: 'Jones' } })}`)).status).toBe(200);
  });

  afterAll(async () => {
    await api?.stop();
    await removePhysiotherapists(db, [physioId]).catch(() => undefined);
    await db?.resetTransactionalData();
    await db?.close();
  });

  const entries = async (filter: Record<string, unknown>) => {
    const res = await admin.get(`/api/ops/audit-log${listQuery({ filter, range: [0, 49] })}`);
    expect(res.status).toBe(200);
    return res.body as {
      username: string;
      action: string;
      resource: string;
      record_id: string;
      record_label: string | null;
    }[];
  };

  it('finds who looked at a request by the reference the family quotes, searches included', async () => {
    const rows = await entries({ record: shortReference(jones)!.toLowerCase() });
    expect(rows.map((r) => r.action).sort()).toEqual(['search', 'view']);
    const view = rows.find((r) => r.action === 'view')!;
    expect(view).toMatchObject({ record_id: jones, record_label: shortReference(jones) });
    // The other family's request is not among them.
    expect(rows.some((r) => r.record_id === other)).toBe(false);
  });

  it('filters by account', async () => {
    const rows = await entries({ account_id: priyaId });
    expect(new Set(rows.map((r) => r.username))).toEqual(new Set([priyaUsername]));
    expect(rows.filter((r) => r.resource === 'finder-requests').map((r) => r.record_label)).toEqual([
      shortReference(jones),
    ]);
  });

  it('names a physiotherapist by name, resolved when read, never stored', async () => {
    const [row] = await entries({ resource: 'physiotherapists', record: String(physioId) });
    expect(row).toMatchObject({ action: 'view', record_id: String(physioId), record_label: 'Oliver Bennett' });
    const stored = await db.query<{ details: unknown }>(
      `select details from audit_log where resource = 'physiotherapists' and record_id = $1`,
      [String(physioId)],
    );
    expect(JSON.stringify(stored)).not.toContain('Oliver');
  });

  it('never shows a family name in the log', async () => {
    const res = await admin.get(`/api/ops/audit-log${listQuery({ range: [0, 99] })}`);
    expect(JSON.stringify(res.body)).not.toMatch(/Jones|Other Family/);
  });
});
