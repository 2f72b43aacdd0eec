import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONDITIONS, PROMISE_GROUPS, type OpsPromisesRow } from '@physio/api-contract';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_DATABASE_URL, testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';
import { promisesReportReference, type PromisesScope } from '../support/promises-report-reference.js';

const FAMILY = 'promises-report-family';

/**
 * The promises report is computed from facts the API keeps in memory, kept current from the changes the database's
 * triggers note. Whatever happens to requests and offers (answers, new offers, a changed urgency, deletions, a
 * truncate, a transaction that commits late), every grouping and filter must give what the report's SQL gives on
 * the same rows, row for row (the reference, as the API computed it before).
 */
describe('the promises report', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  const physios: number[] = [];

  /** `n` requests over the last 500 days in a few districts of different counties, with offers of every kind. */
  async function insertRequests(n: number, seed: number): Promise<void> {
    await db.query(
      `with districts as (
         select array_agg(district order by district) as d
         from (select distinct on (county) district, county from postcode_district where county is not null
               order by county, district limit 5) x),
            physios as (select $3::int[] as p)
       insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
         consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, matched_at, created_at)
       select gen_random_uuid(), d[1 + (i % 5)] || ' 1AB', d[1 + (i % 5)], ($4::text[])[1 + (i % 8)],
              (array['urgent','soon','flexible'])[1 + (i % 3)], 'Report Family', $5 || i || '@example.com', at,
              -- One in eleven never confirmed (offers by hand count for the physiotherapist only).
              case when i % 11 <> 0 then at + interval '10 minutes' end,
              'matched', p[1 + (i % 3)], at + interval '11 minutes', at
       from generate_series($1::int, $1::int + $2::int - 1) as i, districts, physios,
            lateral (select now() - interval '2 hours' - ((i * 7919) % 500) * interval '1 day'
                            - ((i * 104729) % 86400) * interval '1 second' as at) t`,
      [seed, n, physios, CONDITIONS, `${FAMILY}-`],
    );
    // One in five declined first (each reason in turn), then one offer: lapsed, still open, or accepted with
    // times that repeat (ties in the percentiles) and some left unanswered.
    await db.query(
      `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
         answered_at, decline_reason)
       select gen_random_uuid(), r.id, r.matched_physiotherapist_id, date_trunc('week', r.matched_at)::date, 'declined',
              r.matched_at, r.matched_at + interval '24 hours', r.matched_at + (k % 17) * interval '1 hour',
              (array['no-capacity','too-far','not-my-specialty','other'])[1 + (k % 4)]
       from (select r.*, ('x' || substr(md5(r.id::text), 1, 7))::bit(28)::int as k from finder_request r
             where r.contact_email like $1 and not exists (select 1 from referral_offer o where o.finder_request_id = r.id)) r
       where k % 5 = 0`,
      [`${FAMILY}-%`],
    );
    await db.query(
      `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
         answered_at, contact_by, first_call_at, first_visit_on, family_contacted, contact_answered_at, visit_happened)
       select gen_random_uuid(), id, matched_physiotherapist_id, date_trunc('week', matched_at)::date,
              case when k % 10 = 0 then 'lapsed' when k % 10 = 1 then 'open' else 'accepted' end,
              matched_at + interval '1 day', matched_at + interval '2 days',
              case when k % 10 > 1 then matched_at + interval '1 day' + (k % 31) * interval '1 hour' end,
              case when k % 10 > 1 then matched_at + interval '3 days' end,
              case when k % 10 > 1 and k % 9 <> 0 then matched_at + interval '1 day' + (k % 53) * interval '1 hour' end,
              case when k % 10 > 1 then (matched_at + interval '4 days' + (k % 6) * interval '1 day')::date end,
              case when k % 10 > 1 and k % 7 <> 0 then k % 3 <> 0 end,
              case when k % 10 > 1 and k % 7 <> 0 then matched_at + interval '3 days' + (k % 5) * interval '1 hour' end,
              case when k % 10 > 1 and k % 4 <> 0 then k % 6 <> 0 end
       from (select r.*, ('x' || substr(md5(r.id::text), 8, 7))::bit(28)::int as k from finder_request r
             where r.contact_email like $1
               and not exists (select 1 from referral_offer o where o.finder_request_id = r.id and o.status <> 'declined')) r`,
      [`${FAMILY}-%`],
    );
  }

  const scopes = (): PromisesScope[] => {
    const today = new Date().toISOString().slice(0, 10);
    const yearBefore = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const out: PromisesScope[] = [];
    for (const group of PROMISE_GROUPS) {
      out.push({ group, from: yearBefore, to: today });
      out.push({ group, from: '2025-09-15', to: '2026-04-02', urgency: 'urgent' });
      out.push({ group, from: yearBefore, to: today, condition: 'stroke-recovery' });
    }
    return out;
  };

  async function reportOf(scope: PromisesScope): Promise<OpsPromisesRow[]> {
    const { group, from, to, urgency, condition } = scope;
    const res = await coordinator.get(
      `/api/ops/promises${listQuery({ filter: { group, from, to, urgency, condition }, range: [0, 4999] })}`,
    );
    expect(res.status).toBe(200);
    return res.body;
  }

  /** Every scope's report from the API equals the reference's; returns the API's, for figures to compare. */
  async function expectSameAsReference(): Promise<OpsPromisesRow[][]> {
    const all: OpsPromisesRow[][] = [];
    for (const scope of scopes()) {
      const [fromApi, reference] = await Promise.all([reportOf(scope), promisesReportReference(db, scope)]);
      expect({ scope, rows: fromApi }).toEqual({ scope, rows: reference });
      all.push(fromApi);
    }
    return all;
  }

  const requestIds = (where = 'true') =>
    db
      .query<{ id: string }>(`select id from finder_request where contact_email like $1 and ${where} order by id`, [
        `${FAMILY}-%`,
      ])
      .then((rows) => rows.map((r) => r.id));

  beforeAll(async () => {
    db = testDatabase();
    for (const name of ['Report Physio Adams', 'Report Physio Baker', 'Report Physio Carter']) {
      physios.push(await createPhysiotherapist(db, { name }));
    }
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await db.query(`delete from finder_request where contact_email like $1`, [`${FAMILY}-%`]);
    await removePhysiotherapists(db, physios);
    await api?.stop();
    await db.close();
  });

  it('gives the SQL report’s figures for every grouping and filter, and follows every change', async () => {
    await insertRequests(600, 1);
    const before = await expectSameAsReference();
    // Not trivially equal: the year's report has rows with percentiles in them.
    expect(before[0].length).toBeGreaterThan(10);
    expect(before[0].some((row) => row.hours_to_contact_p90 !== null && row.days_to_visit_p50 !== null)).toBe(true);

    const ids = await requestIds();
    // Answers: open offers accepted, one declined; a visit confirmed; a new offer after a decline.
    await db.query(
      `update referral_offer set status = 'accepted', answered_at = offered_at + interval '3 hours',
         contact_by = offered_at + interval '2 days', family_contacted = true, first_call_at = offered_at + interval '5 hours',
         contact_answered_at = offered_at + interval '2 days'
       where status = 'open' and finder_request_id in (select id from finder_request where contact_email like $1)
         and ctid in (select ctid from referral_offer where status = 'open' limit 20)`,
      [`${FAMILY}-%`],
    );
    await db.query(
      `update referral_offer set status = 'declined', answered_at = offered_at + interval '1 hour', decline_reason = 'too-far'
       where id = (select id from referral_offer where status = 'open' and finder_request_id = any($1) limit 1)`,
      [ids],
    );
    await db.query(
      `update referral_offer set visit_happened = true, first_visit_on = (offered_at + interval '1 day')::date
       where status = 'accepted' and finder_request_id = any($1) and visit_happened is not true
         and ctid in (select ctid from referral_offer where status = 'accepted' and visit_happened is not true limit 15)`,
      [ids],
    );
    // A request's urgency and condition corrected, one confirmed late, two deleted (with their offers).
    await db.query(`update finder_request set urgency = 'urgent', condition = 'stroke-recovery' where id = any($1)`, [
      ids.slice(0, 30),
    ]);
    const [unconfirmed] = await requestIds('contact_confirmed_at is null');
    await db.query(`update finder_request set contact_confirmed_at = now() - interval '1 hour' where id = $1`, [
      unconfirmed,
    ]);
    await db.query(`delete from finder_request where id = any($1)`, [ids.slice(40, 42)]);
    await insertRequests(50, 10_000);
    const after = await expectSameAsReference();
    expect(after).not.toEqual(before);
  });

  it('sees a change whose transaction began before the last report and committed after it', async () => {
    const late = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await late.connect();
    try {
      const [early, later] = await requestIds('contact_confirmed_at is not null');
      // The late transaction takes its transaction id first, then a later one commits and is reported.
      await late.query('begin');
      await late.query(`update finder_request set urgency = 'soon' where id = $1 and urgency <> 'soon'`, [early]);
      await late.query(`update finder_request set urgency = 'flexible' where id = $1`, [early]);
      await db.query(`update finder_request set urgency = 'urgent' where id = $1`, [later]);
      await expectSameAsReference();
      await late.query('commit');
      const byUrgency = { group: 'urgency' as const, from: '2025-01-01', to: new Date().toISOString().slice(0, 10) };
      const flexible = (rows: OpsPromisesRow[]) => rows.find((r) => r.id === 'flexible')?.confirmed;
      expect(flexible(await reportOf(byUrgency))).toBe(flexible(await promisesReportReference(db, byUrgency)));
      await expectSameAsReference();
    } finally {
      await late.end();
    }
  });

  it('reads everything again after a truncate, and counts nothing that went with it', async () => {
    await db.resetTransactionalData();
    const empty = await reportOf({ group: 'month', from: '2025-01-01', to: new Date().toISOString().slice(0, 10) });
    expect(empty).toEqual([]);
    await insertRequests(40, 20_000);
    await expectSameAsReference();
  });

  it('works out the figures of a small district as a person would', async () => {
    await db.resetTransactionalData();
    const [{ district }] = await db.query<{ district: string }>(
      `select district from postcode_district order by district limit 1`,
    );
    const confirmedAt = new Date(Date.now() - 10 * 86_400_000);
    // Four requests accepted 1, 2, 4 and 10 hours after the family confirmed; one declined ("other"), then lapsed.
    for (const [i, hours] of [1, 2, 4, 10, null].entries()) {
      const id = randomUUID();
      await db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
           consent_given_at, contact_confirmed_at, status, created_at)
         values ($1, $2 || ' 1AB', $2, 'neurological', 'soon', 'Report Family', $3, $4, $4, 'matched', $4)`,
        [id, district, `${FAMILY}-small-${i}@example.com`, confirmedAt],
      );
      const status = hours === null ? 'lapsed' : 'accepted';
      if (hours === null) {
        await db.query(
          `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
             answered_at, decline_reason)
           values ($1, $2, $3, date_trunc('week', now())::date, 'declined', $4, $4, $4, 'other')`,
          [randomUUID(), id, physios[0], confirmedAt],
        );
      }
      await db.query(
        `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
           answered_at)
         values ($1, $2, $3, date_trunc('week', now())::date, $4, $5, $5, $5::timestamptz + $6 * interval '1 hour')`,
        [randomUUID(), id, physios[1], status, confirmedAt, hours === null ? null : hours],
      );
    }
    const rows = await reportOf({ group: 'district', from: '2025-01-01', to: new Date().toISOString().slice(0, 10) });
    expect(rows).toEqual([
      expect.objectContaining({
        id: district,
        confirmed: 5,
        offered: 5,
        accepted: 4,
        accepted_share: 0.8,
        // Accepted after 1, 2, 4 and 10 hours: the median is between 2 and 4, the 90th percentile 0.7 of the way
        // from 4 to 10 (rank 0.9 × 3 = 2.7).
        hours_to_accept_p50: 3,
        hours_to_accept_p90: 8.2,
        reply_promise_kept_share: 0.8,
        declined_other: 1,
        lapsed: 1,
      }),
    ]);
  });
});
