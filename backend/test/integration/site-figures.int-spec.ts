import { randomUUID } from 'node:crypto';
import { referenceIdPrefix, shortReference } from '@physio/api-contract';
import { haversineMiles } from '../../src/common/geo/geo.js';
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
  // Shetland: covered for this test, and far beyond every seeded physiotherapist's travel radius.
  const unreached = 'ZE1';
  let unreachedWasCovered = false;

  /** The districts a family there could be matched in, counted here in JavaScript rather than by the API's SQL. */
  const offeredDistricts = async () => {
    type Place = { district: string; latitude: number; longitude: number };
    const covered = await db.query<Place>('select district, latitude, longitude from postcode_district where covered');
    const reach = await db.query<Place & { radius: string }>(
      `select b.latitude, b.longitude, p.travel_radius_miles::text as radius
       from physiotherapist p join postcode_district b on b.district = p.base_district where p.active`,
    );
    return covered.filter((d) => reach.some((r) => haversineMiles(r, d) <= Number(r.radius))).map((d) => d.district);
  };

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
    [{ covered: unreachedWasCovered }] = await db.query<{ covered: boolean }>(
      'select covered from postcode_district where district = $1',
      [unreached],
    );
    await db.query('update postcode_district set covered = true, covered_since = now() where district = $1', [
      unreached,
    ]);
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await api?.stop();
    if (!unreachedWasCovered) {
      await db?.query('update postcode_district set covered = false, covered_since = null where district = $1', [
        unreached,
      ]);
    }
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('counts active physiotherapists, offered districts and matched families, and nothing else', async () => {
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
      districts_covered: (await offeredDistricts()).length,
      families_matched: 2,
    });
    expect(res.body.physiotherapists).toBeGreaterThan(0);
    // Aggregates only: no name, email, postcode or id of anyone.
    expect(res.text).not.toMatch(/Figures Family|example\.com|SS9|PH\d{6}/);
    expect(res.text).not.toContain(matchedIds[0]);
  });

  it('does not count a covered district that no active physiotherapist reaches', async () => {
    const offered = await offeredDistricts();
    expect(offered).not.toContain(unreached);
    expect(offered.length).toBeGreaterThan(0);
    const res = await apiClient(api.url).get('/api/site-figures');
    expect(res.body.districts_covered).toBe(offered.length);
    expect(res.body.districts_covered).toBeLessThan(await db.count('postcode_district', 'covered'));
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
