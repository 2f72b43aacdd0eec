import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { confirmFinderRequest, submitConfirmed } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';

/**
 * The finder as a family uses it, through HTTP against the real API and worker processes,
 * real PostgreSQL and real Redis.
 */
describe('finder pipeline', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    const env = testEnv(GENEROUS_RATE_LIMITS);
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await db?.close();
  });

  async function submitAndWait(body: Record<string, unknown>) {
    const submitted = await http.post('/api/finder-requests', body);
    expect(submitted.status).toBe(201);
    const result = await waitFor('the request to leave pending', async () => {
      const res = await http.get(`/api/finder-requests/${submitted.body.id}`);
      return res.body.status !== 'pending' ? res : undefined;
    });
    return { submitted, result };
  }

  it('matches a family in Leigh-on-Sea with a falls-prevention specialist and shows only the public profile', async () => {
    const { submitted, result: recommended } = await submitAndWait({
      postcode: 'ss9 1aa',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Jane Daughter',
      contact_email: 'jane@example.com',
      contact_phone: '07911 123456',
      additional_info: 'Mum fell twice last month.',
      consent: true,
    });
    expect(submitted.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'pending' });
    // Whom we would choose, holding nothing until the family confirms the email (finder-flood tests that part).
    expect(recommended.body).toMatchObject({
      status: 'unconfirmed',
      matched_physiotherapist: { name: expect.any(String) },
    });
    await confirmFinderRequest(http, submitted.body.id);
    const result = await waitFor('the match', async () => {
      const res = await http.get(`/api/finder-requests/${submitted.body.id}`);
      return res.body.status === 'matched' ? res : undefined;
    });
    expect(result.status).toBe(200);
    // It names a condition and a postcode: no browser or proxy may keep it.
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.matched_physiotherapist).toEqual(recommended.body.matched_physiotherapist);
    expect(result.body).toMatchObject({
      id: submitted.body.id,
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      status: 'matched',
    });
    const physio = result.body.matched_physiotherapist;
    expect(Object.keys(physio).sort()).toEqual(
      [
        'areas',
        'bio',
        'experience_years',
        'hcpc_checked_on',
        'hcpc_number',
        'name',
        'profile_url',
        'qualifications',
        'specialties',
      ].sort(),
    );
    expect(physio.specialties).toContain('falls-prevention');
    expect(physio.hcpc_number).toMatch(/^PH\d+$/);
    expect(physio.hcpc_checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Never the family's details, never the physiotherapist's email.
    expect(result.text).not.toContain('jane@example.com');
    expect(result.text).not.toContain('07911');
    expect(result.text).not.toContain('Mum fell');
    expect(result.text).not.toMatch(/@physio-mail/);

    const [row] = await db.query<{
      match_score: { total: number };
      alternative_candidates: unknown[];
      matched_at: Date;
    }>('select match_score, alternative_candidates, matched_at from finder_request where id = $1', [submitted.body.id]);
    expect(row.match_score.total).toBeGreaterThan(0);
    expect(row.alternative_candidates.length).toBeLessThanOrEqual(2);
    expect(row.matched_at).toBeInstanceOf(Date);
    // The match's emails were asked for in its own statement (outbox rows): the relay hands them all on.
    await waitFor(
      'the outbox to be handed on',
      async () => (await db.count('outbox_message', 'relayed_at is null')) === 0,
    );
  });

  it('answers unmatched when no one nearby treats the condition (respiratory care in Chesham)', async () => {
    const { view } = await submitConfirmed(http, {
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: 'flexible',
    });
    expect(view).toMatchObject({ status: 'unmatched', matched_physiotherapist: null });
  });

  it('refuses a postcode outside the covered areas with 422 OUT_OF_AREA and writes nothing', async () => {
    // The earlier requests' emails may still be on their way through the outbox.
    await waitFor(
      'the outbox to be handed on',
      async () => (await db.count('outbox_message', 'relayed_at is null')) === 0,
    );
    for (const postcode of ['EH1 1AA', 'NE1 4ST', 'WA1 1AA']) {
      const before = await db.count('finder_request');
      const res = await http.post('/api/finder-requests', { postcode, condition: 'stroke-recovery', urgency: 'soon' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 422, code: 'OUT_OF_AREA' });
      expect(res.body.message).toContain(postcode);
      expect(await db.count('finder_request')).toBe(before);
      expect(await db.count('outbox_message', 'relayed_at is null')).toBe(0);
    }
  });

  it('gives each of many families submitting at once their own answer, in area or not, and stores exactly theirs', async () => {
    await db.resetTransactionalData();
    // Sent together, so the API writes them in shared statements: each family must still get its own answer.
    const families = Array.from({ length: 40 }, (_, i) => ({
      postcode: i % 3 === 0 ? `EH${(i % 9) + 1} 1AA` : `SW${(i % 9) + 1} ${(i % 9) + 1}AB`,
      condition: 'stroke-recovery',
      urgency: 'flexible',
      additional_info: `family ${i}`,
    }));
    const answers = await Promise.all(families.map((body) => http.post('/api/finder-requests', body)));

    answers.forEach((res, i) => expect(res.status).toBe(i % 3 === 0 ? 422 : 201));
    const accepted = answers.flatMap((res, i) =>
      res.status === 201 ? [{ id: res.body.id as string, family: families[i] }] : [],
    );
    expect(new Set(accepted.map((a) => a.id)).size).toBe(accepted.length);
    const stored = await db.query<{ id: string; postcode: string; additional_info: string }>(
      'select id, postcode, additional_info from finder_request',
    );
    expect(stored).toHaveLength(accepted.length);
    for (const { id, family } of accepted) {
      expect(stored.find((row) => row.id === id)).toEqual({
        id,
        postcode: family.postcode,
        additional_info: family.additional_info,
      });
    }
    await waitFor(
      'every request to be decided',
      async () => (await db.count('finder_request', "status = 'pending'")) === 0,
    );
  });

  it('never books a physiotherapist beyond their weekly capacity, however many families ask at once', async () => {
    await db.resetTransactionalData();
    // Confirmed families, each confirming as soon as it has submitted: these are the ones that reserve.
    await Promise.all(
      Array.from({ length: 30 }, () =>
        submitConfirmed(http, { postcode: 'SS1 1AA', condition: 'falls-prevention', urgency: 'soon' }),
      ),
    );
    const overbooked = await db.query(
      `select p.name, count(*)::int as matched, p.weekly_capacity
       from finder_request r join physiotherapist p on p.id = r.matched_physiotherapist_id
       group by p.id having count(*) > p.weekly_capacity`,
    );
    expect(overbooked).toEqual([]);
    const loads = await db.query<{ ok: boolean }>(
      `select bool_and(l.matched_count = (select count(*) from finder_request r where r.matched_physiotherapist_id = l.physiotherapist_id)) as ok
       from physiotherapist_weekly_load l`,
    );
    expect(loads[0].ok).toBe(true);
    expect(await db.count('finder_request', "status = 'matched'")).toBeGreaterThan(0);
    expect(await db.count('finder_request', "status = 'unmatched'")).toBeGreaterThan(0);
  });

  it('names its database connections, so an operator can tell the API from the worker in pg_stat_activity', async () => {
    await submitAndWait({ postcode: 'SS9 1AA', condition: 'falls-prevention', urgency: 'flexible' });
    const rows = await db.query<{ application_name: string }>(
      `select distinct application_name from pg_stat_activity where datname = current_database()`,
    );
    expect(rows.map((row) => row.application_name)).toEqual(
      expect.arrayContaining(['home-physio-api', 'home-physio-worker']),
    );
  });

  it('answers 404 JSON for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "1' or '1'='1"]) {
      const res = await http.get(`/api/finder-requests/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
