import { deriveKey } from '../../src/config/derived-keys.js';
import { signOfferToken } from '../../src/modules/referrals/referral-links.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { confirmFinderRequest, decidedView } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { referralClient } from '../support/referrals.js';
import { startSmtpServer } from '../support/smtp.js';

// Paisley: no other test covers it, and nothing seeded reaches it.
const AREA = 'PA';
const FAMILY = { name: 'Progress Family', email: 'progress.family@example.com', phone: '07911 654321' };
const PHYSIOS = {
  first: { name: 'Progress Physio First', base: 'PA1', email: 'first@physio-progress.test' },
  second: { name: 'Progress Physio Second', base: 'PA2', email: 'second@physio-progress.test' },
};

/**
 * The family's answer (GET /api/finder-requests/:id) says where the request stands: recommended, then offered to a
 * physiotherapist (by when they answer), then accepted with the contact deadline, first call and first visit. A
 * declined offer leaves no trace: the family sees the next one. Real API, worker, PostgreSQL, Redis and SMTP.
 */
describe("the family's view of a request's progress", () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let http: ReturnType<typeof apiClient>;
  let referrals: ReturnType<typeof referralClient>;
  const ids = { first: 0, second: 0 };
  const key = deriveKey('development-only-link-signing-secret', 'referral-links');

  const liveOffer = (requestId: string) =>
    db.query<{ id: string; physiotherapist_id: number }>(
      `select id, physiotherapist_id from referral_offer where finder_request_id = $1 and status = 'open'`,
      [requestId],
    );
  const tokenOf = (offerId: string) => signOfferToken(key, offerId, new Date(Date.now() + 3_600_000));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    db = testDatabase();
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    for (const k of ['first', 'second'] as const) {
      ids[k] = await createPhysiotherapist(db, {
        name: PHYSIOS[k].name,
        baseDistrict: PHYSIOS[k].base,
        travelRadiusMiles: 30,
        specialties: ['stroke-recovery'],
        contactEmail: PHYSIOS[k].email,
      });
    }
    smtp = await startSmtpServer();
    const env = testEnv({ ...smtp.env, ...GENEROUS_RATE_LIMITS, MAIL_RETRY_DELAY_MS: '200' });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
    referrals = referralClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'PA1 %'`);
      await removePhysiotherapists(db, Object.values(ids));
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  it('recommended, offered, re-offered after a decline without a trace of it, then accepted with the plan', async () => {
    const submitted = await http.post('/api/finder-requests', {
      postcode: 'PA1 1AA',
      condition: 'stroke-recovery',
      urgency: 'soon',
      contact_name: FAMILY.name,
      contact_email: FAMILY.email,
      contact_phone: FAMILY.phone,
      consent: true,
    });
    expect(`${submitted.status} ${submitted.text}`).toMatch(/^201 /);
    const id: string = submitted.body.id;

    // Recommended: nothing is held or offered until the family confirms.
    const recommended = await decidedView(http, id);
    expect(recommended).toMatchObject({
      status: 'unconfirmed',
      matched_physiotherapist: { name: PHYSIOS.first.name },
      referral: null,
    });

    // Confirmed: offered to the first physiotherapist, who has until reply_by to answer.
    await confirmFinderRequest(http, id);
    const offered = await waitFor('the offer', async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      return res.body.referral ? res : undefined;
    });
    const [firstOffer] = await liveOffer(id);
    expect(firstOffer.physiotherapist_id).toBe(ids.first);
    const replyBy = (
      await db.query<{ reply_by: Date }>('select reply_by from referral_offer where id = $1', [firstOffer.id])
    )[0].reply_by;
    expect(offered.body).toMatchObject({
      status: 'matched',
      matched_physiotherapist: { name: PHYSIOS.first.name },
      referral: {
        status: 'offered',
        reply_by: new Date(replyBy).toISOString(),
        contact_by: null,
        first_call_at: null,
        first_visit_on: null,
      },
    });
    // Nobody's private details in a public answer: not the physiotherapist's email, not the offer's id.
    expect(offered.text).not.toContain('@physio-progress.test');
    expect(offered.text).not.toContain(firstOffer.id);

    // Declined: the family sees the second physiotherapist offered, and nothing of the first.
    expect((await referrals.decline(tokenOf(firstOffer.id), 'no-capacity')).status).toBe(200);
    const reoffered = await waitFor('the second offer, as the family sees it', async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      return res.body.matched_physiotherapist?.name === PHYSIOS.second.name ? res : undefined;
    });
    expect(reoffered.body.referral).toMatchObject({ status: 'offered', contact_by: null });
    for (const hidden of [PHYSIOS.first.name, 'declin', 'no-capacity', 'lapse', '@physio-progress.test']) {
      expect(reoffered.text).not.toContain(hidden);
    }

    // Accepted with the first call and first visit: the family sees both, and the contact deadline.
    const [secondOffer] = await liveOffer(id);
    expect(secondOffer.physiotherapist_id).toBe(ids.second);
    const accepted = await referrals.accept(tokenOf(secondOffer.id), {
      first_call_at: `${day(1)}T10:00`,
      first_visit_on: day(3),
    });
    expect(accepted.status).toBe(200);
    const view = await http.get(`/api/finder-requests/${id}`);
    expect(view.body).toMatchObject({
      status: 'matched',
      matched_physiotherapist: { name: PHYSIOS.second.name },
      referral: {
        status: 'accepted',
        reply_by: expect.any(String),
        contact_by: accepted.body.contact_by,
        first_call_at: accepted.body.first_call_at,
        first_visit_on: day(3),
      },
    });
    expect(Date.parse(view.body.referral.contact_by)).toBeGreaterThan(Date.now());
    for (const hidden of [PHYSIOS.first.name, '@physio-progress.test', FAMILY.email, FAMILY.phone, FAMILY.name]) {
      expect(view.text).not.toContain(hidden);
    }
  });
});
