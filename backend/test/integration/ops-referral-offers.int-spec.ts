import { randomUUID } from 'node:crypto';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * The coordinators' timeline of a request (resource `referral-offers`, react-admin simple-rest): each offer, to
 * whom, when, its deadline and what came of it, for coordinators and admins only, each view audited.
 */
describe('ops: referral offers (a request timeline)', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  let analyst: OpsClient;
  const requestId = randomUUID();
  const otherRequestId = randomUUID();
  const physios = { declined: 0, lapsed: 0, accepted: 0 };
  const offerIds = { declined: randomUUID(), lapsed: randomUUID(), accepted: randomUUID(), other: randomUUID() };

  const offer = (
    id: string,
    request: string,
    physio: number,
    hoursAgo: number,
    fields: Record<string, string | null> = {},
  ) =>
    db.query(
      `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, offered_by,
         reply_by, answered_at, decline_reason, decline_note, contact_by, first_call_at, first_visit_on)
       values ($1, $2, $3, date_trunc('week', now())::date, $5, now() - make_interval(hours => $4), $6,
               now() - make_interval(hours => $4) + interval '4 hours', $7::timestamptz, $8, $9, $10::timestamptz,
               $11::timestamptz, $12::date)`,
      [
        id,
        request,
        physio,
        hoursAgo,
        fields.status ?? 'open',
        fields.offered_by ?? null,
        fields.answered_at ?? null,
        fields.decline_reason ?? null,
        fields.decline_note ?? null,
        fields.contact_by ?? null,
        fields.first_call_at ?? null,
        fields.first_visit_on ?? null,
      ],
    );

  beforeAll(async () => {
    db = testDatabase();
    for (const key of Object.keys(physios) as (keyof typeof physios)[]) {
      physios[key] = await createPhysiotherapist(db, { name: `Timeline Physio ${key}`, baseDistrict: 'SS9' });
    }
    for (const [id, physio] of [
      [requestId, physios.accepted],
      [otherRequestId, physios.declined],
    ] as const) {
      await db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
           consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, created_at)
         values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'urgent', 'Timeline Family', 'timeline.family@example.com',
           now(), now(), 'matched', $2, now() - interval '1 day')`,
        [id, physio],
      );
    }
    await offer(offerIds.declined, requestId, physios.declined, 20, {
      status: 'declined',
      answered_at: new Date(Date.now() - 19 * 3_600_000).toISOString(),
      decline_reason: 'other',
      decline_note: 'On a course that week.',
    });
    await offer(offerIds.lapsed, requestId, physios.lapsed, 12, { status: 'lapsed' });
    await offer(offerIds.accepted, requestId, physios.accepted, 2, {
      status: 'accepted',
      offered_by: 'sam.coordinator',
      answered_at: new Date(Date.now() - 3_600_000).toISOString(),
      contact_by: '2026-12-01T12:00:00Z',
      first_call_at: '2026-11-30T09:30:00Z',
      first_visit_on: '2026-12-02',
    });
    // The family was asked whether they had been contacted, and answered not yet.
    await db.query(
      `update referral_offer set contact_check_at = '2026-12-01T12:00:00Z', family_contacted = false,
         contact_answered_at = '2026-12-01T15:45:00Z' where id = $1`,
      [offerIds.accepted],
    );
    await offer(offerIds.other, otherRequestId, physios.declined, 1);
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
    analyst = await signedIn(api.url, await createOpsAccount(db, { role: 'analyst' }));
  });

  afterAll(async () => {
    await api?.stop();
    if (db) {
      await db.query('delete from finder_request where id in ($1, $2)', [requestId, otherRequestId]);
      await removePhysiotherapists(db, Object.values(physios));
      await db.close();
    }
  });

  it("answers a request's offers oldest first, with what came of each, the total in Content-Range", async () => {
    const res = await coordinator.get(
      `/api/ops/referral-offers${listQuery({ filter: { finder_request_id: requestId }, sort: ['offered_at', 'ASC'], range: [0, 24] })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('referral-offers 0-2/3');
    expect(res.body).toEqual([
      expect.objectContaining({
        id: offerIds.declined,
        finder_request_id: requestId,
        physiotherapist_id: physios.declined,
        physiotherapist_name: 'Timeline Physio declined',
        status: 'declined',
        offered_by: null,
        decline_reason: 'other',
        decline_note: 'On a course that week.',
        answered_at: expect.any(String),
      }),
      expect.objectContaining({
        id: offerIds.lapsed,
        physiotherapist_name: 'Timeline Physio lapsed',
        status: 'lapsed',
        answered_at: null,
      }),
      expect.objectContaining({
        id: offerIds.accepted,
        physiotherapist_name: 'Timeline Physio accepted',
        status: 'accepted',
        offered_by: 'sam.coordinator',
        contact_by: '2026-12-01T12:00:00.000Z',
        first_call_at: '2026-11-30T09:30:00.000Z',
        first_visit_on: '2026-12-02',
        contact_check_at: '2026-12-01T12:00:00.000Z',
        family_contacted: false,
        contact_answered_at: '2026-12-01T15:45:00.000Z',
        visit_check_at: null,
        visit_happened: null,
      }),
    ]);
    const [declined] = res.body;
    expect(Date.parse(declined.reply_by) - Date.parse(declined.offered_at)).toBe(4 * 3_600_000);
    // A physiotherapist's offers, newest first: the record page's list.
    const theirs = await coordinator.get(
      `/api/ops/referral-offers${listQuery({ filter: { physiotherapist_id: physios.declined }, sort: ['offered_at', 'DESC'] })}`,
    );
    expect(theirs.body.map((o: { id: string }) => o.id)).toEqual([offerIds.other, offerIds.declined]);
  });

  it('audits who saw which request offers, by ids only', async () => {
    const before = await db.count('audit_log', "resource = 'referral-offers' and record_id = $1", [requestId]);
    await coordinator.get(`/api/ops/referral-offers${listQuery({ filter: { finder_request_id: requestId } })}`);
    const [entry] = await db.query<{ action: string; username: string; details: Record<string, unknown> }>(
      `select action, username, details from audit_log where resource = 'referral-offers' and record_id = $1
       order by id desc limit 1`,
      [requestId],
    );
    expect(await db.count('audit_log', "resource = 'referral-offers' and record_id = $1", [requestId])).toBe(
      before + 1,
    );
    expect(entry.action).toBe('list');
    expect(entry.details).toEqual({
      finder_request_id: requestId,
      ids: [offerIds.declined, offerIds.lapsed, offerIds.accepted],
    });
    expect(JSON.stringify(entry.details)).not.toContain('course');
  });

  it("sums up a physiotherapist's offers of the last 90 days: outcomes, declines by reason, median time to answer", async () => {
    // physios.declined: one declined (answered after 1 hour, reason other), one open; and one older than 90 days.
    const old = randomUUID();
    await offer(old, otherRequestId, physios.declined, 24 * 100, {
      status: 'declined',
      answered_at: new Date(Date.now() - 24 * 99 * 3_600_000).toISOString(),
      decline_reason: 'too-far',
    });
    try {
      const res = await coordinator.get(`/api/ops/referral-offer-summaries/${physios.declined}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: physios.declined,
        days: 90,
        offered: 2,
        open: 1,
        accepted: 0,
        declined: 1,
        declined_by_reason: { 'no-capacity': 0, 'too-far': 0, 'not-my-specialty': 0, other: 1 },
        lapsed: 0,
        withdrawn: 0,
        median_minutes_to_answer: 60,
      });
      const lapsedOnly = await coordinator.get(`/api/ops/referral-offer-summaries/${physios.lapsed}`);
      expect(lapsedOnly.body).toMatchObject({ offered: 1, lapsed: 1, median_minutes_to_answer: null });
      expect(
        await db.count('audit_log', "action = 'view' and resource = 'referral-offer-summaries' and record_id = $1", [
          String(physios.declined),
        ]),
      ).toBe(1);
      expect((await coordinator.get('/api/ops/referral-offer-summaries/999999999')).status).toBe(404);
      expect((await analyst.get(`/api/ops/referral-offer-summaries/${physios.declined}`)).status).toBe(403);
    } finally {
      await db.query('delete from referral_offer where id = $1', [old]);
    }
  });

  it('refuses analysts, and bad filters name the field', async () => {
    const refused = await analyst.get(
      `/api/ops/referral-offers${listQuery({ filter: { finder_request_id: requestId } })}`,
    );
    expect(refused.status).toBe(403);
    const bad = await coordinator.get(
      `/api/ops/referral-offers${listQuery({ filter: { finder_request_id: 'K7QM' } })}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'filter.finder_request_id' });
    const unknown = await coordinator.get(`/api/ops/referral-offers${listQuery({ filter: { family: 'x' } })}`);
    expect(unknown.status).toBe(400);
    const noSort = await coordinator.get(`/api/ops/referral-offers${listQuery({ sort: ['decline_note', 'ASC'] })}`);
    expect(noSort.status).toBe(400);
  });
});
