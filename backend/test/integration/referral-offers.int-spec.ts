import { shortReference } from '@physio/api-contract';
import { deriveKey } from '../../src/config/derived-keys.js';
import { signOfferToken } from '../../src/modules/referrals/referral-links.js';
import { signCheckInToken } from '../../src/modules/referrals/check-in-links.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { submitConfirmed } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { manageToken, offerToken, referralClient } from '../support/referrals.js';
import { startSmtpServer } from '../support/smtp.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';

// Powys (Llandrindod Wells): no other test uses it, and nothing seeded reaches it.
const AREA = 'LD';
const COORDINATORS = 'coordinators@referrals.test';
const PHYSIOS = {
  near: 'near@physio-referrals.test', // based in the family's district: matching's first choice
  next: 'next@physio-referrals.test',
  far: 'far@physio-referrals.test',
};

/**
 * A referral is an offer the physiotherapist answers: accept (then, and only then, the family's details), decline
 * (the family goes to the next physiotherapist), or let lapse at the deadline (the same); after two offers that come
 * to nothing the request goes to the coordinators. Real API, worker, PostgreSQL, Redis and SMTP.
 */
describe('referral offers', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let http: ReturnType<typeof apiClient>;
  let referrals: ReturnType<typeof referralClient>;
  let coordinator: OpsClient;
  const ids: Record<keyof typeof PHYSIOS, number> = { near: 0, next: 0, far: 0 };
  let family = 0;

  const mailsTo = (address: string): ParsedMail[] => smtp.received.filter((m) => m.to.includes(address)).map(parseMail);
  const offersTo = (address: string, reference?: string) =>
    mailsTo(address).filter(
      (m) => m.subject.startsWith('Referral offer') && (!reference || m.text.includes(reference)),
    );
  const offerFor = (address: string, requestId: string) =>
    waitFor(`the offer to ${address}`, async () => {
      const [mail] = offersTo(address, `Reference: ${reference(requestId)}`);
      return mail;
    });
  const reference = (id: string) => shortReference(id)!;
  const keyOf = (physio: number) => (Object.keys(ids) as (keyof typeof PHYSIOS)[]).find((k) => ids[k] === physio)!;
  const emailOf = (physio: number) => PHYSIOS[keyOf(physio)];
  const nameOf = (physio: number) => `Referral Physio ${keyOf(physio)}`;
  const settle = (ms = 1000) => new Promise((r) => setTimeout(r, ms));
  const weekLoad = async (physio: number) =>
    (
      await db.query<{ n: number }>(
        `select coalesce(sum(matched_count), 0)::int as n from physiotherapist_weekly_load where physiotherapist_id = $1`,
        [physio],
      )
    )[0].n;
  const offers = (requestId: string) =>
    db.query<{ id: string; physiotherapist_id: number; status: string; decline_reason: string | null }>(
      'select id, physiotherapist_id, status, decline_reason from referral_offer where finder_request_id = $1 order by offered_at',
      [requestId],
    );
  /** A family in the area, with an email and consent, who confirms it: matching then offers them for real. */
  const newFamily = (urgency = 'soon') => {
    family++;
    return submitConfirmed(http, {
      postcode: 'LD1 5AA',
      condition: 'stroke-recovery',
      urgency,
      contact_name: `Referral Family ${family}`,
      contact_email: `family${family}@referrals.example`,
      contact_phone: '07911 123456',
      additional_info: 'Dad had a stroke in October.',
    });
  };

  beforeAll(async () => {
    db = testDatabase();
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    for (const [key, base] of [
      ['near', 'LD1'],
      ['next', 'LD2'],
      ['far', 'LD3'],
    ] as const) {
      ids[key] = await createPhysiotherapist(db, {
        name: `Referral Physio ${key}`,
        baseDistrict: base,
        travelRadiusMiles: 40,
        specialties: ['stroke-recovery'],
        contactEmail: PHYSIOS[key],
      });
    }
    smtp = await startSmtpServer();
    const env = testEnv({
      ...smtp.env,
      ...GENEROUS_RATE_LIMITS,
      COORDINATORS_INBOX: COORDINATORS,
      MAIL_RETRY_DELAY_MS: '200',
      REFERRAL_DEADLINE_CHECK_INTERVAL_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
    referrals = referralClient(api.url);
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'LD1 %'`);
      await removePhysiotherapists(db, Object.values(ids));
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  it('offers the referral without the family details, and gives them only on acceptance, once', async () => {
    const { id, view } = await newFamily();
    expect(view.status).toBe('matched');
    const offer = await offerFor(PHYSIOS.near, id);
    for (const secret of [
      `Referral Family ${family}`,
      `family${family}@referrals.example`,
      '07911 123456',
      'LD1 5AA',
    ]) {
      expect(`${offer.text}${offer.html}`).not.toContain(secret);
    }
    expect(offer.text).toContain('Dad had a stroke in October.');
    expect(offer.subject).toMatch(/\(reply by .+\)$/);
    const token = offerToken(offer);

    // Opening the link changes nothing, and shows no one's details.
    const opened = await referrals.view(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: 'open', reference: reference(id), district: 'LD1', family: null });
    expect(opened.text).not.toContain('07911');
    const page = await apiClient(api.url).get(`/api/referral-offers/respond?token=${encodeURIComponent(token)}`, {
      accept: 'text/html',
    });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Accept this referral');
    expect(page.text).toContain('Decline this referral');
    expect(page.headers.get('cache-control')).toContain('no-store');

    const accepted = await referrals.accept(token, { first_call_at: '2099-01-01T10:00' });
    expect(accepted.status).toBe(400);
    expect(accepted.body.errors[0]).toMatchObject({ field: 'first_call_at' });
    expect((await offers(id))[0].status).toBe('open');

    const ok = await referrals.accept(token, {
      first_visit_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'accepted',
      family: { name: `Referral Family ${family}`, email: `family${family}@referrals.example`, phone: '07911 123456' },
    });
    expect(ok.body.contact_by).toBeTruthy();

    const details = await waitFor('the details email', async () =>
      mailsTo(PHYSIOS.near).find((m) => m.subject.startsWith(`You accepted referral ${reference(id)}`)),
    );
    expect(details.text).toContain('Phone: 07911 123456');
    expect(details.headers['reply-to']).toContain(`family${family}@referrals.example`);
    const told = await waitFor('the family email', async () =>
      mailsTo(`family${family}@referrals.example`).find((m) => m.subject.includes('has accepted')),
    );
    expect(told.subject).toBe("Referral Physio near has accepted your parent's referral");

    // Clicked again: the same answer, nothing sent again. Declining now is refused with what happened.
    const again = await referrals.accept(token);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('accepted');
    const late = await referrals.decline(token, 'no-capacity');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/accepted this referral already/);
    // The acceptance email's link opens the same referral, and takes the first call later.
    const manage = manageToken(details);
    const planned = await referrals.plan(manage, { first_call_at: '2026-12-01T09:30' });
    expect(planned.status).toBe(200);
    expect(planned.body.first_call_at).toBe('2026-12-01T09:30:00.000Z');
    await settle();
    expect(mailsTo(PHYSIOS.near).filter((m) => m.text.includes(reference(id)))).toHaveLength(2);
    expect(mailsTo(`family${family}@referrals.example`).filter((m) => m.subject.includes('has accepted'))).toHaveLength(
      1,
    );
    expect(await offers(id)).toEqual([expect.objectContaining({ physiotherapist_id: ids.near, status: 'accepted' })]);
  });

  it('refuses a forged link, and a link for one offer cannot act on another', async () => {
    const { id } = await newFamily();
    const token = offerToken(await offerFor(PHYSIOS.near, id));
    const [offerId, expiry, signature] = token.split('.');
    const forged = `${offerId}.${Number(expiry) + 3600}.${signature}`;
    expect((await referrals.accept(forged)).status).toBe(400);
    // Another offer's id under this signature.
    const other = (
      await db.query<{ id: string }>('select id from referral_offer where id <> $1 limit 1', [offerId])
    )[0];
    const swapped = `${other.id}.${expiry}.${signature}`;
    const refused = await referrals.decline(swapped, 'too-far');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'token' });
    // A link past its time: a clear answer, and nothing changes.
    const key = deriveKey('development-only-link-signing-secret', 'referral-links');
    const expired = signOfferToken(key, offerId, new Date(Date.now() - 60_000));
    expect((await referrals.accept(expired)).body).toEqual({ status: 'expired' });
    const page = await apiClient(api.url).get(`/api/referral-offers/respond?token=${encodeURIComponent(expired)}`, {
      accept: 'text/html',
    });
    expect(page.text).toContain('This link has expired');
    expect((await offers(id))[0].status).toBe('open');
  });

  it('declined: the reason is kept, the place given back, and the family offered to the next physiotherapist', async () => {
    const { id } = await newFamily();
    // Whoever matching chose first (the load of earlier tests weighs in).
    const [first] = await offers(id);
    const firstEmail = emailOf(first.physiotherapist_id);
    const token = offerToken(await offerFor(firstEmail, id));
    const loadBefore = await weekLoad(first.physiotherapist_id);

    const noReason = await referrals.decline(token, 'busy');
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason' });
    const noNote = await referrals.decline(token, 'other');
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors[0]).toMatchObject({ field: 'note' });
    expect((await offers(id))[0].status).toBe('open');

    const declined = await referrals.decline(token, 'too-far');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', family: null });
    expect(await weekLoad(first.physiotherapist_id)).toBe(loadBefore - 1);
    // Again: the same answer, nothing more.
    expect((await referrals.decline(token, 'too-far')).body.status).toBe('declined');
    expect((await referrals.accept(token)).status).toBe(409);

    const second = await waitFor('the second offer', async () => (await offers(id))[1]);
    expect(second.physiotherapist_id).not.toBe(first.physiotherapist_id);
    await offerFor(emailOf(second.physiotherapist_id), id);
    expect(await offers(id)).toEqual([
      expect.objectContaining({
        physiotherapist_id: first.physiotherapist_id,
        status: 'declined',
        decline_reason: 'too-far',
      }),
      expect.objectContaining({ physiotherapist_id: second.physiotherapist_id, status: 'open' }),
    ]);
    const view = await http.get(`/api/finder-requests/${id}`);
    expect(view.body.status).toBe('matched');
    expect(view.body.matched_physiotherapist.name).not.toBe(nameOf(first.physiotherapist_id));
    // The one who declined never had the family's details.
    expect(mailsTo(firstEmail).some((m) => m.text.includes(`Referral Family ${family}`))).toBe(false);
  });

  it('lapses unanswered offers at the deadline, re-offers, and after two sends the request to the coordinators', async () => {
    const { id } = await newFamily('urgent');
    const lapse = () =>
      db.query(
        `update referral_offer set reply_by = now() - interval '1 second' where finder_request_id = $1 and status = 'open'`,
        [id],
      );
    const [first] = await offers(id);
    await offerFor(emailOf(first.physiotherapist_id), id);

    await lapse();
    const second = await waitFor('the second offer', async () => (await offers(id))[1]);
    expect(second.physiotherapist_id).not.toBe(first.physiotherapist_id);
    await offerFor(emailOf(second.physiotherapist_id), id);
    await lapse();
    await waitFor('the request to go to the coordinators', async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      return res.body.status === 'unmatched';
    });
    expect((await offers(id)).map((o) => [o.physiotherapist_id, o.status])).toEqual([
      [first.physiotherapist_id, 'lapsed'],
      [second.physiotherapist_id, 'lapsed'],
    ]);
    await waitFor('the coordinators alert', async () =>
      mailsTo(COORDINATORS).find((m) => `${m.subject}\n${m.text}`.includes(id)),
    );
    // The queue says why it is there.
    const row = await coordinator.get(`/api/ops/finder-requests/${id}`);
    expect(row.body).toMatchObject({ status: 'unmatched', queue_reason: 'offers-came-to-nothing' });
    // A lapsed offer's link says so, and cannot be accepted any more.
    const token = offerToken((await offersTo(emailOf(first.physiotherapist_id), reference(id)))[0]);
    const late = await referrals.accept(token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/time to answer this referral has passed/);
    // The third physiotherapist was never offered it: two offers that came to nothing are the limit.
    const third = Object.values(ids).find((p) => p !== first.physiotherapist_id && p !== second.physiotherapist_id)!;
    expect(offersTo(emailOf(third), reference(id))).toEqual([]);
  });

  it('a request the coordinators cancel has its open offer withdrawn: its place back, and nothing offered again', async () => {
    const { id } = await newFamily();
    const [offer] = await offers(id);
    const token = offerToken(await offerFor(emailOf(offer.physiotherapist_id), id));
    const loadBefore = await weekLoad(offer.physiotherapist_id);
    const cancelled = await coordinator.post(`/api/ops/finder-requests/${id}/status`, {
      status: 'cancelled',
      reason: 'Family found care elsewhere',
    });
    expect(cancelled.status).toBe(200);
    expect(await offers(id)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
    expect(await weekLoad(offer.physiotherapist_id)).toBe(loadBefore - 1);
    const late = await referrals.accept(token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/withdrawn by our team/);
    // Its deadline passing later changes nothing either.
    await db.query(`update referral_offer set reply_by = now() - interval '1 second' where finder_request_id = $1`, [
      id,
    ]);
    await settle(1500);
    expect(await offers(id)).toHaveLength(1);
  });

  it('passes over a physiotherapist who paused new offers until their holiday ends', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const pause = (physio: number, until: string | null) =>
      db.query('update physiotherapist set offers_paused_until = $2 where id = $1', [physio, until]);
    try {
      // Near and next on holiday until tomorrow: far gets the offer, though farther away.
      await pause(ids.near, day(1));
      await pause(ids.next, day(1));
      const { id } = await newFamily();
      await offerFor(PHYSIOS.far, id);
      expect(offersTo(PHYSIOS.near, reference(id))).toEqual([]);
      expect(offersTo(PHYSIOS.next, reference(id))).toEqual([]);
      // A pause that ended yesterday holds nothing back.
      await pause(ids.near, day(-1));
      await pause(ids.far, day(1));
      const back = await newFamily();
      await offerFor(PHYSIOS.near, back.id);
    } finally {
      for (const physio of Object.values(ids)) await pause(physio, null);
    }
  });

  describe('the family checks in after an acceptance', () => {
    const queue = async () =>
      (
        await coordinator.get(
          `/api/ops/finder-requests${listQuery({ filter: { needs_attention: true }, range: [0, 99] })}`,
        )
      ).body.map((r: { id: string }) => r.id);
    /** The token of a check-in email's button, and the page it opens. */
    const checkInToken = (mail: ParsedMail, answer: 'yes' | 'not-yet') => {
      const match = new RegExp(`/api/referral-offers/check-in\\?token=([^&\\s]+)&answer=${answer}`).exec(mail.text);
      if (!match) throw new Error(`No ${answer} link in:\n${mail.text}`);
      return decodeURIComponent(match[1]);
    };
    const answer = (token: string, value: string) =>
      apiClient(api.url).post('/api/referral-offers/check-in', { token, answer: value });

    async function acceptedFamily() {
      const { id } = await newFamily();
      const [offer] = await offers(id);
      const token = offerToken(await offerFor(emailOf(offer.physiotherapist_id), id));
      expect((await referrals.accept(token)).status).toBe(200);
      return { id, offer, address: `family${family}@referrals.example` };
    }

    it('"Not yet" at the contact deadline puts the request at the coordinators and reminds the physiotherapist', async () => {
      const { id, offer, address } = await acceptedFamily();
      expect(await queue()).not.toContain(id);
      // The contact deadline passes.
      await db.query(`update referral_offer set contact_by = now() - interval '1 minute' where id = $1`, [offer.id]);
      const ask = await waitFor('the check-in email', async () =>
        mailsTo(address).find(
          (m) => m.subject === 'Has Referral Physio ' + keyOf(offer.physiotherapist_id) + ' been in touch?',
        ),
      );
      const notYet = checkInToken(ask, 'not-yet');
      // Opening the page changes nothing; a made-up answer is refused by name.
      const page = await apiClient(api.url).get(`/api/referral-offers/check-in?token=${encodeURIComponent(notYet)}`, {
        accept: 'text/html',
      });
      expect(page.text).toContain('been in touch with you?');
      expect((await answer(notYet, 'maybe')).body.errors[0]).toMatchObject({ field: 'answer' });
      expect(await queue()).not.toContain(id);

      const said = await answer(notYet, 'not-yet');
      expect(said.status).toBe(200);
      expect(said.body).toMatchObject({ question: 'contact', answer: 'not-yet' });
      expect(await queue()).toContain(id);
      expect((await coordinator.get(`/api/ops/finder-requests/${id}`)).body.queue_reason).toBe('family-not-contacted');
      const reminder = await waitFor('the reminder', async () =>
        mailsTo(emailOf(offer.physiotherapist_id)).find((m) =>
          m.subject.startsWith('Reminder: the family of referral'),
        ),
      );
      expect(reminder.text).toContain('Phone: 07911 123456');
      // Said twice: nothing more sent.
      expect((await answer(notYet, 'not-yet')).status).toBe(200);
      await settle();
      expect(mailsTo(emailOf(offer.physiotherapist_id)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(
        1,
      );
      expect(mailsTo(address).filter((m) => m.subject.includes('been in touch'))).toHaveLength(1);

      // The physiotherapist calls; the family says yes after all: the request leaves the queue.
      expect((await answer(checkInToken(ask, 'yes'), 'yes')).body.answer).toBe('yes');
      expect(await queue()).not.toContain(id);
    });

    it('the day after the first visit: "No" goes to the coordinators, "Yes" means in care', async () => {
      const { id, offer, address } = await acceptedFamily();
      await db.query(`update referral_offer set first_visit_on = current_date - 2 where id = $1`, [offer.id]);
      const ask = await waitFor('the visit check-in', async () =>
        mailsTo(address).find((m) => m.subject === 'Did the first visit happen?'),
      );
      expect((await answer(checkInToken(ask, 'not-yet'), 'not-yet')).status).toBe(200);
      expect(await queue()).toContain(id);
      expect((await answer(checkInToken(ask, 'yes'), 'yes')).status).toBe(200);
      expect(await queue()).not.toContain(id);
      const [row] = await db.query<{ visit_happened: boolean }>(
        'select visit_happened from referral_offer where id = $1',
        [offer.id],
      );
      expect(row.visit_happened).toBe(true);
    });

    it('refuses a check-in link we did not sign, and one for another question', async () => {
      const { offer } = await acceptedFamily();
      const key = deriveKey('development-only-link-signing-secret', 'family-check-in');
      const contact = signCheckInToken(key, offer.id, 'contact', new Date());
      const [id, , expiry, signature] = contact.split('.');
      expect((await answer(`${id}.visit.${expiry}.${signature}`, 'yes')).status).toBe(400);
      // Not asked yet (the deadline has not come): nothing to answer.
      expect((await answer(contact, 'not-yet')).status).toBe(409);
    });
  });

  describe("a physiotherapist's availability", () => {
    const availabilityToken = (mail: ParsedMail) => {
      const match = /\/api\/physiotherapists\/availability\?token=([^&\s]+)/.exec(mail.text);
      if (!match) throw new Error(`No availability link in:\n${mail.text}`);
      return decodeURIComponent(match[1]);
    };
    const page = (token: string) =>
      apiClient(api.url).get(`/api/physiotherapists/availability?token=${encodeURIComponent(token)}`);
    const save = (body: Record<string, unknown>) => apiClient(api.url).post('/api/physiotherapists/availability', body);

    it('is reached from a referral email; a pause is honoured by matching and audited as theirs', async () => {
      const { id } = await newFamily();
      const [offer] = await offers(id);
      const physio = offer.physiotherapist_id;
      const token = availabilityToken(await offerFor(emailOf(physio), id));
      const opened = await page(token);
      expect(opened.body).toMatchObject({ name: nameOf(physio), offers_paused_until: null, weekly_capacity: 5 });

      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const bad = await save({ token, offers_paused_until: '2020-01-01', weekly_capacity: 5, travel_radius_miles: 40 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'offers_paused_until' });
      expect((await save({ token, weekly_capacity: 500, travel_radius_miles: 40 })).body.errors[0]).toMatchObject({
        field: 'weekly_capacity',
      });
      expect((await page(token)).body.offers_paused_until).toBeNull();

      try {
        const saved = await save({
          token,
          offers_paused_until: tomorrow,
          weekly_capacity: '4',
          travel_radius_miles: '40',
        });
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({
          offers_paused_until: tomorrow,
          weekly_capacity: 4,
          travel_radius_miles: 40,
        });
        const [audit] = await db.query<{ username: string; details: { fields: string[] } }>(
          `select username, details from audit_log where action = 'update-availability' and record_id = $1 order by id desc limit 1`,
          [String(physio)],
        );
        expect(audit).toEqual({
          username: `physiotherapist:${physio}`,
          details: { fields: ['offers_paused_until', 'weekly_capacity'] },
        });

        // While paused, the next family goes to someone else.
        const next = await newFamily();
        const [nextOffer] = await offers(next.id);
        expect(nextOffer.physiotherapist_id).not.toBe(physio);
        // A forged link changes nothing.
        const [pid, expiry, signature] = token.split('.');
        expect(
          (
            await save({
              token: `${Number(pid) + 1}.${expiry}.${signature}`,
              weekly_capacity: 1,
              travel_radius_miles: 1,
            })
          ).status,
        ).toBe(400);
      } finally {
        await db.query('update physiotherapist set offers_paused_until = null, weekly_capacity = 5 where id = $1', [
          physio,
        ]);
      }
    });

    it('emails the link to a registered address that asks for it, and answers the same for any other', async () => {
      const ask = (email: string) => apiClient(api.url).post('/api/physiotherapists/availability/link', { email });
      const unknown = await ask('nobody@physio-referrals.test');
      const known = await ask(PHYSIOS.far.toUpperCase());
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect((await ask('not an address')).body.errors[0]).toMatchObject({ field: 'email' });
      const mail = await waitFor('the link', async () =>
        mailsTo(PHYSIOS.far).find((m) => m.subject === 'Your availability on Home Physio Finder'),
      );
      expect((await page(availabilityToken(mail))).body.name).toBe(nameOf(ids.far));
      // Asked again the same day: no second email.
      await ask(PHYSIOS.far);
      await settle();
      expect(mailsTo(PHYSIOS.far).filter((m) => m.subject === 'Your availability on Home Physio Finder')).toHaveLength(
        1,
      );
      expect(mailsTo('nobody@physio-referrals.test')).toEqual([]);
    });
  });

  describe('the promises report', () => {
    it('counts what happened to the requests above: acceptances, declines by reason, lapses, promises kept', async () => {
      const analyst = await signedIn(api.url, await createOpsAccount(db, { role: 'analyst' }));
      const filter = { group: 'district', condition: 'stroke-recovery' };
      const res = await analyst.get(`/api/ops/promises${listQuery({ filter })}`);
      expect(res.status).toBe(200);
      const row = res.body.find((r: { id: string }) => r.id === 'LD1');
      const [facts] = await db.query<{ accepted: number }>(
        `select count(*)::int as accepted from referral_offer o join finder_request r on r.id = o.finder_request_id
         where r.district = 'LD1' and o.status = 'accepted'`,
      );
      expect(row).toMatchObject({
        label: 'LD1',
        confirmed: family,
        offered: family,
        accepted: facts.accepted,
        // The decline test's "too far"; the lapse test's two lapses.
        declined_too_far: 1,
        declined_no_capacity: 0,
        lapsed: 2,
        // Every acceptance here came within minutes of the confirmation.
        reply_promise_kept_share: Number((facts.accepted / family).toFixed(3)),
      });
      expect(row.hours_to_accept_p50).toBeLessThan(1);
      // People's performance is not an analyst's to read; a coordinator may.
      expect(
        (await analyst.get(`/api/ops/promises${listQuery({ filter: { group: 'physiotherapist' } })}`)).status,
      ).toBe(403);
      const byPhysio = await coordinator.get(`/api/ops/promises${listQuery({ filter: { group: 'physiotherapist' } })}`);
      expect(byPhysio.status).toBe(200);
      expect(byPhysio.body.map((r: { label: string }) => r.label)).toEqual(
        expect.arrayContaining(['Referral Physio near', 'Referral Physio next']),
      );
      const csv = await fetch(`${api.url}/api/ops/promises/export${listQuery({ filter })}`, {
        headers: { cookie: analyst.cookie! },
      });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = await csv.text();
      expect(text.split('\n')[0]).toMatch(/^id,label,confirmed,offered,accepted,/);
      expect(text).toContain(`LD1,LD1,${family},${family},${facts.accepted},`);
      const bad = await analyst.get(`/api/ops/promises${listQuery({ filter: { group: 'street' } })}`);
      expect(bad.status).toBe(400);
    });
  });
});
