import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { startWorker, waitFor, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

// Inverness: no other integration test uses it.
const DISTRICT = 'IV2';
const REQUESTS = 1500;
const PHYSIOS = 4;

/**
 * A worker killed with SIGKILL while it lapses a burst of offers whose reply deadline passed together, and re-offers
 * their requests. Once another worker has run: every due offer lapsed, no request left without a decision, no
 * request offered to two physiotherapists at once, and every physiotherapist's weekly count equals the offers that
 * hold a place (each place given back exactly once).
 */
describe('referral deadlines when the worker is killed mid-burst', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const physioIds: number[] = [];
  const workers: RunningProcess[] = [];

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    for (let i = 0; i < PHYSIOS; i++) {
      physioIds.push(
        await createPhysiotherapist(db, {
          name: `Deadline Physio ${i}`,
          baseDistrict: `IV${i + 1}`,
          travelRadiusMiles: 30,
          specialties: ['falls-prevention'],
          contactEmail: `physio-${i}@deadline-crash.example`,
        }),
      );
    }
    await db.query('update physiotherapist set weekly_capacity = 1000 where id = any($1)', [physioIds]);
    // A burst of matched requests, each with an open offer (spread over the physiotherapists, holding a place this
    // week) whose deadline passed a moment ago: what a day of referrals nobody answered looks like at its deadline.
    await db.query(
      `with requests as (
         insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
                                     consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, matched_at)
         select gen_random_uuid(), $1 || ' 1AA', $1, 'falls-prevention', 'soon', 'Deadline Family',
                'family' || i || '@deadline-crash.example', now(), now(), 'matched', ($2::int[])[1 + i % $3], now()
         from generate_series(0, $4 - 1) as i
         returning id, matched_physiotherapist_id
       )
       insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, offered_at, reply_by)
       select gen_random_uuid(), id, matched_physiotherapist_id, date_trunc('week', now())::date,
              now() - interval '1 day', now() - interval '1 second'
       from requests`,
      [DISTRICT, physioIds, PHYSIOS, REQUESTS],
    );
    await db.query(
      `insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count)
       select physiotherapist_id, week_start, count(*) from referral_offer group by 1, 2`,
    );
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await smtp?.stop();
    if (db) {
      await db.query('delete from finder_request where district = $1', [DISTRICT]);
      await removePhysiotherapists(db, physioIds);
      await db.close();
    }
  });

  it('loses no lapse, gives each place back once, and never offers a request to two physiotherapists', async () => {
    const env = testEnv({ ...smtp.env, REFERRAL_DEADLINE_CHECK_INTERVAL_MS: '50', JOB_LOCK_DURATION_MS: '2000' });
    const lapsed = () => db.count('referral_offer', "status = 'lapsed'");
    workers.push(await startWorker(env));
    // Killed once the lapses have begun, while they and the re-offers they cause are still going.
    await waitFor('the lapses to begin', async () => (await lapsed()) > 0, 90_000, 5);
    await workers[0].kill();
    // What was left of the burst when it died: offers still to lapse, and lapsed offers' requests still to be offered
    // again (a lapse puts its request back to pending in the same statement). On a fast machine the three lapse
    // statements of 500 can all be done by the time the kill lands; the re-offers cannot.
    const leftAtKill =
      REQUESTS -
      (await lapsed()) +
      (await db.count('finder_request', "district = $1 and status = 'pending'", [DISTRICT]));

    workers.push(await startWorker({ ...env }));
    await waitFor(
      'every due offer lapsed and every request decided again',
      async () =>
        (await lapsed()) === REQUESTS &&
        (await db.count('finder_request', "district = $1 and status = 'pending'", [DISTRICT])) === 0,
      180_000,
      250,
    );

    // Nothing is offered twice at once (the unique index would refuse it; the check says so in words), and each
    // matched request's physiotherapist is its live offer's.
    const [mismatch] = await db.query<{ n: number }>(
      `select count(*)::int as n from finder_request r
       where r.district = $1 and (
         (select count(*) from referral_offer o where o.finder_request_id = r.id and o.status in ('open', 'accepted')) > 1
         or (r.status = 'matched') <> exists (
           select 1 from referral_offer o
           where o.finder_request_id = r.id and o.status = 'open' and o.physiotherapist_id = r.matched_physiotherapist_id))`,
      [DISTRICT],
    );
    expect(mismatch.n).toBe(0);
    // Each lapsed offer gave its place back once: the weekly counts are exactly the open offers.
    const [counters] = await db.query<{ n: number }>(
      `select count(*)::int as n from physiotherapist_weekly_load l
       full join (select physiotherapist_id, week_start, count(*)::int as live from referral_offer
                  where status in ('open', 'accepted') group by 1, 2) o
         on o.physiotherapist_id = l.physiotherapist_id and o.week_start = l.week_start
       where coalesce(l.matched_count, 0) <> coalesce(o.live, 0)`,
    );
    expect(counters.n).toBe(0);
    // Every request was offered again to someone else (four physiotherapists reach it, with room).
    expect(await db.count('finder_request', "district = $1 and status = 'matched'", [DISTRICT])).toBe(REQUESTS);
    expect(
      await db.count('referral_offer', "status = 'open' and physiotherapist_id = any($1) and reply_by > now()", [
        physioIds,
      ]),
    ).toBe(REQUESTS);
    // The worker was killed mid-burst, not after it.
    expect(leftAtKill).toBeGreaterThan(0);
  });
});
