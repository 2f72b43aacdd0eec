import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * A coordinator pauses a physiotherapist's new offers until a day (a holiday), or resumes them; matching reads
 * `offers_paused_until` (referral-offers.int-spec.ts shows it honoured). Audited; 400 names the field.
 */
describe("ops: pausing a physiotherapist's new offers", () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  let analyst: OpsClient;
  let physio = 0;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const pausedUntil = async () =>
    (
      await db.query<{ until: string | null }>(
        `select to_char(offers_paused_until, 'YYYY-MM-DD') as until from physiotherapist where id = $1`,
        [physio],
      )
    )[0].until;

  beforeAll(async () => {
    db = testDatabase();
    physio = await createPhysiotherapist(db, { name: 'Pause Physio' });
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
    analyst = await signedIn(api.url, await createOpsAccount(db, { role: 'analyst' }));
  });

  afterAll(async () => {
    await api?.stop();
    if (db) {
      await removePhysiotherapists(db, [physio]);
      await db.close();
    }
  });

  it('pauses until a day, shows it on the record, and resumes; each change audited', async () => {
    const until = day(7);
    const paused = await coordinator.post(`/api/ops/physiotherapists/${physio}/pause`, { until });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: physio, name: 'Pause Physio', offers_paused_until: until });
    expect(await pausedUntil()).toBe(until);
    expect((await coordinator.get(`/api/ops/physiotherapists/${physio}`)).body.offers_paused_until).toBe(until);
    const [audit] = await db.query<{ action: string; details: unknown }>(
      `select action, details from audit_log where resource = 'physiotherapists' and record_id = $1
       and action like '%-offers' order by id desc limit 1`,
      [String(physio)],
    );
    expect(audit).toEqual({ action: 'pause-offers', details: { fields: ['offers_paused_until'], until } });

    const resumed = await coordinator.post(`/api/ops/physiotherapists/${physio}/pause`, { until: null });
    expect(resumed.status).toBe(200);
    expect(resumed.body.offers_paused_until).toBeNull();
    expect(await pausedUntil()).toBeNull();
    expect(
      await db.count('audit_log', "resource = 'physiotherapists' and record_id = $1 and action = 'resume-offers'", [
        String(physio),
      ]),
    ).toBe(1);
  });

  it('refuses a day that is not one, in the past or over a year ahead, naming until, and changes nothing', async () => {
    await coordinator.post(`/api/ops/physiotherapists/${physio}/pause`, { until: day(3) });
    for (const until of ['2026-13-01', '2026-02-30', 'next week', day(-1), day(400), 20261201, undefined]) {
      const res = await coordinator.post(
        `/api/ops/physiotherapists/${physio}/pause`,
        until === undefined ? {} : { until },
      );
      expect([until, res.status]).toEqual([until, 400]);
      expect(res.body.errors[0]).toMatchObject({ field: 'until' });
    }
    expect(await pausedUntil()).toBe(day(3));
  });

  it('a save of the whole record (as react-admin sends it) leaves the pause as it was', async () => {
    await coordinator.post(`/api/ops/physiotherapists/${physio}/pause`, { until: day(5) });
    const record = (await coordinator.get(`/api/ops/physiotherapists/${physio}`)).body;
    const saved = await coordinator.put(`/api/ops/physiotherapists/${physio}`, {
      ...record,
      offers_paused_until: day(30),
      weekly_capacity: 4,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ weekly_capacity: 4, offers_paused_until: day(5) });
    expect(await pausedUntil()).toBe(day(5));
  });

  it('is for coordinators and admins, with the CSRF token; 404 for an unknown physiotherapist', async () => {
    expect((await analyst.post(`/api/ops/physiotherapists/${physio}/pause`, { until: day(2) })).status).toBe(403);
    const noCsrf = await coordinator.post(
      `/api/ops/physiotherapists/${physio}/pause`,
      { until: day(2) },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect((await coordinator.post('/api/ops/physiotherapists/999999999/pause', { until: day(2) })).status).toBe(404);
    expect(await pausedUntil()).not.toBe(day(2));
  });
});
