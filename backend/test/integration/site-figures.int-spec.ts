import { randomUUID } from 'node:crypto';
import { referenceIdPrefix, shortReference } from '@physio/api-contract';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * What the public site claims, through the real API and PostgreSQL: its figures are counted from the tables (and
 * are counts only), and the short reference a family reads out finds their request in the coordinators' queue.
 */
describe('public figures and the short reference', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  const matchedIds = [randomUUID(), randomUUID()];
  const unmatchedId = randomUUID();

  const insertRequest = (id: string, physioId: number | null) =>
    db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email, status,
         matched_physiotherapist_id, consent_given_at, created_at)
       values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'soon', 'Figures Family', 'figures.family@example.com', $2, $3,
         now(), now())`,
      [id, physioId ? 'matched' : 'unmatched', physioId],
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    const [{ id: physioId }] = await db.query<{ id: number }>('select id from physiotherapist where active limit 1');
    for (const id of matchedIds) await insertRequest(id, physioId);
    await insertRequest(unmatchedId, null);
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await api?.stop();
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('counts active physiotherapists, covered districts and matched families, and nothing else', async () => {
    const res = await apiClient(api.url).get('/api/site-figures');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Object.keys(res.body).sort()).toEqual([
      'counted_at',
      'districts_covered',
      'families_matched',
      'physiotherapists',
    ]);
    expect(res.body).toMatchObject({
      physiotherapists: await db.count('physiotherapist', 'active'),
      districts_covered: await db.count('postcode_district', 'covered'),
      families_matched: 2,
    });
    expect(res.body.physiotherapists).toBeGreaterThan(0);
    // Aggregates only: no name, email, postcode or id of anyone.
    expect(res.text).not.toMatch(/Figures Family|example\.com|SS9|PH\d{6}/);
    expect(res.text).not.toContain(matchedIds[0]);
  });

  it("finds a family's request in the queue by the short reference they read out, however they type it", async () => {
    const reference = shortReference(matchedIds[1])!;
    expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(referenceIdPrefix(reference)).toBe(matchedIds[1].slice(0, 11));
    for (const typed of [reference, reference.replace('-', '').toLowerCase(), ` ${reference.replace('-', ' ')} `]) {
      const res = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { reference: typed } })}`);
      expect(res.status).toBe(200);
      expect(res.body.map((row: { id: string }) => row.id)).toEqual([matchedIds[1]]);
    }
  });

  it('names the filter and the rule when the reference is not one', async () => {
    const res = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { reference: 'ABC-10' } })}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('filter reference must be a reference of 8 letters and digits');
  });
});
