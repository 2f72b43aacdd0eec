import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eraseFinderRequests } from '../../src/modules/finder-requests/finder-request.repository.js';
import {
  acceptOffer,
  declineOffer,
  lapseDueOffers,
  recordContactAnswer,
  recordVisitAnswer,
} from '../../src/modules/referrals/referral-offer.repository.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

const DISTRICT = 'LD1';
const HOURS = { urgent: 4, soon: 24, flexible: 48 };

/**
 * The promises report reads facts that triggers keep in step with finder_request and referral_offer
 * (promise_request_fact, promise_offer_fact). Each transition an offer goes through, written by the referrals
 * repository's own statements, leaves facts equal to ones computed from scratch from the requests and offers (the
 * report's former read-time definition), and the report shows what that definition showed.
 */
describe('the promises report facts', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  const physios: number[] = [];

  /**
   * The repository's functions need only `execute`: MikroORM's placeholders (`?`, a list for an array) as pg's.
   * The statements are the service's own; only the connection differs (the test's administrator).
   */
  const em = {
    execute: (sql: string, params: unknown[] = []) => {
      const values: unknown[] = [];
      let next = 0;
      const text = sql.replace(/\?/g, () => {
        const value = params[next++];
        const list = Array.isArray(value) ? value : [value];
        return list.map((v) => `$${values.push(v)}`).join(', ');
      });
      return db.query(text, values);
    },
  } as unknown as EntityManager;

  const seconds = (later: string, earlier: string) => `round(extract(epoch from (${later}) - (${earlier})))::int`;
  /** An offer's facts as the report defined them before the facts tables (promises-report.read-model.ts). */
  const offerFacts = `case when o.status = 'accepted' then o.answered_at end as accepted_at, o.contact_by,
    case when o.family_contacted then least(coalesce(o.first_call_at, o.contact_answered_at), o.contact_answered_at) end
      as first_contact_at,
    case when o.visit_happened then o.first_visit_on::timestamp at time zone 'Europe/London' end as visit_at`;
  const figures = (started: string) => `x.accepted_at is not null as accepted,
    ${seconds('x.accepted_at', started)} as seconds_to_accept,
    ${seconds('x.first_contact_at', started)} as seconds_to_contact,
    ${seconds('x.visit_at', started)} as seconds_to_visit,
    coalesce(x.accepted_at <= ${started} + interval '24 hours', false) as reply_kept,
    coalesce(x.first_contact_at <= x.contact_by, false) as contact_kept,
    coalesce(r.urgency = 'urgent' and x.visit_at <= ${started} + interval '48 hours', false) as urgent_visit_kept`;

  /** Every request's and offer's facts, from scratch. */
  const fromScratch = async () => ({
    requests: await db.query(
      `select r.id as finder_request_id, to_char((r.contact_confirmed_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as confirmed_on,
              r.district, r.urgency, r.condition,
              (select count(*) from referral_offer o where o.finder_request_id = r.id)::int as offers, ${figures('r.contact_confirmed_at')},
              (select count(*) from referral_offer o where o.finder_request_id = r.id and o.decline_reason = 'no-capacity')::int as declined_no_capacity,
              (select count(*) from referral_offer o where o.finder_request_id = r.id and o.decline_reason = 'too-far')::int as declined_too_far,
              (select count(*) from referral_offer o where o.finder_request_id = r.id and o.decline_reason = 'not-my-specialty')::int as declined_not_my_specialty,
              (select count(*) from referral_offer o where o.finder_request_id = r.id and o.decline_reason = 'other')::int as declined_other,
              (select count(*) from referral_offer o where o.finder_request_id = r.id and o.status = 'lapsed')::int as lapsed
       from finder_request r
       left join lateral (select ${offerFacts} from referral_offer o
                          where o.finder_request_id = r.id and o.status = 'accepted') x on true
       where r.contact_confirmed_at is not null order by r.id`,
    ),
    offers: await db.query(
      `select o.id as referral_offer_id, o.finder_request_id, o.physiotherapist_id,
              to_char((o.offered_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as offered_on, r.urgency, r.condition,
              ${figures('o.offered_at')},
              coalesce(o.decline_reason = 'no-capacity', false)::int as declined_no_capacity, coalesce(o.decline_reason = 'too-far', false)::int as declined_too_far,
              coalesce(o.decline_reason = 'not-my-specialty', false)::int as declined_not_my_specialty,
              coalesce(o.decline_reason = 'other', false)::int as declined_other, (o.status = 'lapsed')::int as lapsed
       from referral_offer o join finder_request r on r.id = o.finder_request_id
       cross join lateral (select ${offerFacts}) x order by o.id`,
    ),
  });

  /** What the triggers kept. */
  const kept = async () => ({
    requests: await db.query(
      `select finder_request_id, to_char(confirmed_on, 'YYYY-MM-DD') as confirmed_on, district, urgency, condition,
              offers::int, accepted, seconds_to_accept, seconds_to_contact, seconds_to_visit, reply_kept,
              contact_kept, urgent_visit_kept, declined_no_capacity::int, declined_too_far::int,
              declined_not_my_specialty::int, declined_other::int, lapsed::int
       from promise_request_fact order by finder_request_id`,
    ),
    offers: await db.query(
      `select referral_offer_id, finder_request_id, physiotherapist_id, to_char(offered_on, 'YYYY-MM-DD') as offered_on,
              urgency, condition, accepted, seconds_to_accept, seconds_to_contact, seconds_to_visit,
              reply_kept, contact_kept, urgent_visit_kept, declined_no_capacity::int, declined_too_far::int,
              declined_not_my_specialty::int, declined_other::int, lapsed::int
       from promise_offer_fact order by referral_offer_id`,
    ),
  });

  const expectFactsRight = async () => {
    const expected = await fromScratch();
    expect(await kept()).toEqual(expected);
    return expected;
  };

  /** A request in the area, received `hoursAgo` hours ago; confirmed then too unless said otherwise. */
  const newRequest = async (hoursAgo: number, urgency = 'urgent', confirmed = true) => {
    const id = randomUUID();
    await db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, status, created_at, contact_confirmed_at,
         contact_email, consent_given_at)
       values ($1, 'LD1 5AA', $2, 'stroke-recovery', $3, 'pending', now() - make_interval(hours => $4),
         case when $5 then now() - make_interval(hours => $4) end, 'facts@referrals.example', now())`,
      [id, DISTRICT, urgency, hoursAgo, confirmed],
    );
    return id;
  };

  /** An open offer to `physio`, as matching writes one (offerReferralSql), made `hoursAgo` hours ago. */
  const offer = async (requestId: string, physio: number, hoursAgo: number, replyInHours = 20) => {
    const id = randomUUID();
    await db.query(`update finder_request set status = 'matched', matched_physiotherapist_id = $2 where id = $1`, [
      requestId,
      physio,
    ]);
    await db.query(
      `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by)
       values ($1, $2, $3, date_trunc('week', now())::date, 'open', now() - make_interval(hours => $4),
         now() + make_interval(hours => $5))`,
      [id, requestId, physio, hoursAgo, replyInHours],
    );
    return id;
  };

  const report = async (group: string) => {
    const res = await coordinator.get(`/api/ops/promises${listQuery({ filter: { group } })}`);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>[];
  };

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    physios.push(await createPhysiotherapist(db, { name: 'Facts Physio first', baseDistrict: DISTRICT }));
    physios.push(await createPhysiotherapist(db, { name: 'Facts Physio second', baseDistrict: DISTRICT }));
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await api?.stop();
    await db?.resetTransactionalData();
    if (physios.length) await removePhysiotherapists(db, physios);
    await db?.close();
  });

  it('stay equal to the requests and offers through every transition, and the report shows them', async () => {
    // Received, not confirmed: no facts yet. Confirmed: counted, with no offer.
    const first = await newRequest(30, 'urgent', false);
    expect((await expectFactsRight()).requests).toEqual([]);
    await db.query(
      `update finder_request set contact_confirmed_at = now() - interval '29 hours 58 minutes' where id = $1`,
      [first],
    );
    expect((await expectFactsRight()).requests).toMatchObject([
      { finder_request_id: first, offers: 0, accepted: false },
    ]);

    // Offered, then declined as too far.
    const declined = await offer(first, physios[0], 29);
    await expectFactsRight();
    expect(await declineOffer(em, declined, { reason: 'too-far', note: null })).toBe(true);
    expect((await expectFactsRight()).requests[0]).toMatchObject({ offers: 1, declined_too_far: 1 });

    // A second offer, accepted with a plan: a first call tomorrow, a visit the day after.
    const accepted = await offer(first, physios[1], 26);
    expect((await expectFactsRight()).requests[0]).toMatchObject({ offers: 2, accepted: false });
    const firstCall = new Date(Date.now() + 20 * 3600_000);
    const visitOn = new Date(Date.now() + 40 * 3600_000).toISOString().slice(0, 10);
    expect(await acceptOffer(em, accepted, { firstCallAt: firstCall, firstVisitOn: visitOn }, HOURS)).toBe(true);
    const afterAccept = (await expectFactsRight()).requests[0];
    // Accepted 29 h 58 min after the confirmation: the 24-hour reply promise broken.
    expect(afterAccept).toMatchObject({ accepted: true, reply_kept: false });
    expect(afterAccept.seconds_to_accept).toBeGreaterThanOrEqual(29 * 3600 + 58 * 60);
    expect(afterAccept.seconds_to_contact).toBeNull();

    // The family says the physiotherapist has been in touch, then that the visit happened.
    await db.query('update referral_offer set contact_check_at = now() where id = $1', [accepted]);
    expect(await recordContactAnswer(em, accepted, true)).toBe(true);
    expect((await expectFactsRight()).requests[0]).toMatchObject({ contact_kept: true });
    await db.query('update referral_offer set visit_check_at = now() where id = $1', [accepted]);
    expect(await recordVisitAnswer(em, accepted, true)).toBe(true);
    const visited = (await expectFactsRight()).requests[0];
    expect(visited.seconds_to_visit).not.toBeNull();
    // "Not yet" after all: no first contact counted.
    expect(await recordContactAnswer(em, accepted, false)).toBe(true);
    expect((await expectFactsRight()).requests[0]).toMatchObject({
      seconds_to_contact: null,
      contact_kept: false,
    });
    expect(await recordContactAnswer(em, accepted, true)).toBe(true);

    // Another request whose offer lapses at its deadline.
    const second = await newRequest(10, 'soon');
    const lapsing = await offer(second, physios[0], 9, -1);
    await expectFactsRight();
    expect(await lapseDueOffers(em, 10)).toBe(1);
    expect((await expectFactsRight()).requests.find((r) => r.finder_request_id === second)).toMatchObject({
      offers: 1,
      lapsed: 1,
      accepted: false,
    });
    expect((await kept()).offers.find((o) => o.referral_offer_id === lapsing)).toMatchObject({ lapsed: 1 });

    // A coordinator corrects the urgency: both fact tables follow.
    await db.query(`update finder_request set urgency = 'soon' where id = $1`, [first]);
    const corrected = await expectFactsRight();
    expect(corrected.requests.find((r) => r.finder_request_id === first)).toMatchObject({ urgency: 'soon' });

    // What the coordinators see equals the report computed from scratch as it was before the facts tables.
    const [exact] = await db.query<Record<string, number | null>>(
      `select count(*)::int as confirmed, count(x.accepted_at)::int as accepted,
              percentile_cont(0.5) within group (order by extract(epoch from x.accepted_at - r.contact_confirmed_at) / 3600.0) as accept_p50,
              percentile_cont(0.5) within group (order by extract(epoch from x.first_contact_at - r.contact_confirmed_at) / 3600.0) as contact_p50,
              percentile_cont(0.5) within group (order by extract(epoch from x.visit_at - r.contact_confirmed_at) / 86400.0) as visit_p50
       from finder_request r left join lateral (select ${offerFacts} from referral_offer o
         where o.finder_request_id = r.id and o.status = 'accepted') x on true
       where r.district = $1 and r.contact_confirmed_at is not null`,
      [DISTRICT],
    );
    const row = (await report('district')).find((r) => r.id === DISTRICT);
    expect(row).toMatchObject({
      confirmed: 2,
      offered: 2,
      accepted: 1,
      accepted_share: 0.5,
      hours_to_accept_p50: Number(Number(exact.accept_p50).toFixed(1)),
      hours_to_accept_p90: Number(Number(exact.accept_p50).toFixed(1)),
      hours_to_contact_p50: Number(Number(exact.contact_p50).toFixed(1)),
      days_to_visit_p50: Number(Number(exact.visit_p50).toFixed(1)),
      reply_promise_kept_share: 0,
      contact_promise_kept_share: 1,
      declined_too_far: 1,
      lapsed: 1,
    });
    const byPhysio = await report('physiotherapist');
    expect(byPhysio.map((r) => [r.label, r.offered, r.accepted, r.lapsed, r.declined_too_far])).toEqual([
      ['Facts Physio first', 2, 0, 1, 1],
      ['Facts Physio second', 1, 1, 0, 0],
    ]);
    // Counted from the offer (made 26 hours before it was accepted), not from the confirmation.
    expect(byPhysio[1].hours_to_accept_p50).toBe(26);

    // Erased (a data request): its facts go with it.
    await eraseFinderRequests(em, [second]);
    const erased = await expectFactsRight();
    expect(erased.requests.map((r) => r.finder_request_id)).toEqual([first]);
    expect(erased.offers.map((o) => o.referral_offer_id).sort()).toEqual([declined, accepted].sort());

    // A reset (TRUNCATE) empties them.
    await db.resetTransactionalData();
    expect(await kept()).toEqual({ requests: [], offers: [] });
  });
});
