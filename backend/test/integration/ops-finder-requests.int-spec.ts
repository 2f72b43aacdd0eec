import { shortReference } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { parseMail } from '../support/mime.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist } from '../factories/physiotherapist.factory.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { offerToken, referralClient } from '../support/referrals.js';
import { startSmtpServer } from '../support/smtp.js';

const FAMILY = 'queue.family@example.com';
const PHYSIO = 'queue.physio@example.org';

/**
 * The coordinators' queue through the real API, worker, PostgreSQL, Redis and an SMTP server: what needs a
 * person, the record, and a manual assignment that ends as an automatic match does (the same two emails, once).
 */
describe('ops: the finder-request queue', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let coordinator: OpsClient;
  let physioId: number;
  const ids = {
    unmatched: randomUUID(),
    fresh: randomUUID(),
    urgentOld: randomUUID(),
    matched: randomUUID(),
    phoneOnly: randomUUID(),
    awaitingEmail: randomUUID(),
    noContact: randomUUID(),
  };
  const PHONE_PHYSIO = 'phone.physio@example.org';

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map(parseMail);
  const settle = (ms = 1500) => new Promise((r) => setTimeout(r, ms));
  const insertRequest = (
    id: string,
    fields: { status: string; urgency: string; minutesAgo: number; email?: string; physio?: number },
  ) =>
    db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone,
         additional_info, consent_given_at, status, matched_physiotherapist_id, created_at)
       values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', $2, 'Queue Family', $3, '07911 123456', 'Mum fell last week.',
         now(), $4, $5, now() - make_interval(mins => $6))`,
      [id, fields.urgency, fields.email ?? null, fields.status, fields.physio ?? null, fields.minutesAgo],
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('delete from physiotherapist where contact_email = $1', [PHYSIO]);
    [{ id: physioId }] = await db.query<{ id: number }>(
      `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties, base_district,
         travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity, accepts_urgent, languages,
         session_price_min_gbp, session_price_max_gbp, contact_email, active)
       values ('Test Queue Physio', 'PH998877', '2026-06-01', 'enhanced', '2025-06-01', '{falls-prevention}', 'SS1', 10,
         '{Southend}', '{BSc}', 'Falls prevention.', 10, 1, true, '{English}', 50, 70, $1, true)
       returning id`,
      [PHYSIO],
    );
    await insertRequest(ids.unmatched, { status: 'unmatched', urgency: 'soon', minutesAgo: 30, email: FAMILY });
    await insertRequest(ids.fresh, { status: 'pending', urgency: 'urgent', minutesAgo: 1 });
    await insertRequest(ids.urgentOld, { status: 'pending', urgency: 'urgent', minutesAgo: 10 });
    await insertRequest(ids.matched, { status: 'matched', urgency: 'urgent', minutesAgo: 60, physio: physioId });
    // A family who left only a phone number, and one who has not yet confirmed their email.
    await insertRequest(ids.phoneOnly, { status: 'unconfirmed', urgency: 'flexible', minutesAgo: 2 });
    await insertRequest(ids.awaitingEmail, {
      status: 'unconfirmed',
      urgency: 'urgent',
      minutesAgo: 90,
      email: 'not.confirmed.yet@example.com',
    });
    // A family who left no contact details at all: told to message us quoting their reference.
    await db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, status, created_at)
       values ($1, 'SS9 1AA', 'SS9', 'stroke-recovery', 'urgent', 'unconfirmed', now() - interval '3 hours')`,
      [ids.noContact],
    );

    smtp = await startSmtpServer();
    const env = testEnv({ ...smtp.env, MAIL_RETRY_DELAY_MS: '200', REFERRAL_DEADLINE_CHECK_INTERVAL_MS: '200' });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await db?.resetTransactionalData();
    await db?.query('delete from physiotherapist where contact_email in ($1, $2)', [PHYSIO, PHONE_PHYSIO]);
    await db?.close();
  });

  it('lists what needs a person, urgent first, then oldest, with the time left on the 24-hour promise', async () => {
    const res = await coordinator.get(
      `/api/ops/finder-requests${listQuery({ filter: { needs_attention: true }, sort: ['urgency_rank', 'ASC'] })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([ids.urgentOld, ids.unmatched, ids.phoneOnly]);
    expect(res.headers.get('content-range')).toBe('finder-requests 0-2/3');
    const [urgent] = res.body;
    expect(Date.parse(urgent.reply_due_at) - Date.parse(urgent.created_at)).toBe(24 * 3600 * 1000);
    // Rows carry no family details: those are on the (audited) record only.
    expect(JSON.stringify(res.body)).not.toMatch(/Queue Family|07911|Mum fell/);
  });

  it("shows the record with the family's details and the candidates, and audits the view", async () => {
    const res = await coordinator.get(`/api/ops/finder-requests/${ids.unmatched}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contact_name: 'Queue Family', contact_email: FAMILY, status: 'unmatched' });
    const candidate = res.body.candidates.find(
      (c: { physiotherapist_id: number }) => c.physiotherapist_id === physioId,
    );
    expect(candidate).toMatchObject({ eligible: true, has_capacity: true, within_radius: true });
    expect(candidate.reasons).toContain('Main specialty');
    expect(
      await db.count('audit_log', "action = 'view' and resource = 'finder-requests' and record_id = $1", [
        ids.unmatched,
      ]),
    ).toBeGreaterThanOrEqual(1);
  });

  it('assigns by hand: the family and the physiotherapist each get their email once, and the result page shows the match', async () => {
    const res = await coordinator.post(`/api/ops/finder-requests/${ids.unmatched}/assign`, {
      physiotherapist_id: physioId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'matched', matched_physiotherapist_id: physioId });
    expect(res.body.assigned_by).toBeTruthy();

    const [family] = await waitFor('the family email', async () => mailsTo(FAMILY).length > 0 && mailsTo(FAMILY));
    expect(family.subject).toBe("We've matched your parent with Test Queue Physio");
    // The assignment is an offer: the family's details reach the physiotherapist only once they accept.
    const [referral] = await waitFor('the referral', async () => mailsTo(PHYSIO).length > 0 && mailsTo(PHYSIO));
    expect(referral.subject).toMatch(/^Referral offer: /);
    expect(referral.text).not.toContain('Queue Family');
    const [offer] = await db.query<{ id: string; offered_by: string | null; status: string }>(
      'select id, offered_by, status from referral_offer where finder_request_id = $1',
      [ids.unmatched],
    );
    expect(offer).toMatchObject({ offered_by: res.body.assigned_by, status: 'open' });

    const page = await apiClient(api.url).get(`/api/finder-requests/${ids.unmatched}`);
    expect(page.body).toMatchObject({ status: 'matched', matched_physiotherapist: { name: 'Test Queue Physio' } });

    // The assignment's emails relayed again (a relay that died before deleting them): no second email to anyone.
    await db.query(
      `insert into outbox_message (topic, aggregate_id, payload, created_at) values
         ('mail.requested', $1, '{"template":"finder-matched-family","recipientRole":"family"}', now()),
         ('mail.requested', $3, jsonb_build_object('template', 'referral-offer', 'recipientRole', 'physio', 'recipientId', $2::int), now())`,
      [ids.unmatched, physioId, offer.id],
    );
    await waitFor(
      'the outbox to be handed on',
      async () => (await db.count('outbox_message', 'relayed_at is null')) === 0,
    );
    await settle();
    expect(mailsTo(FAMILY)).toHaveLength(1);
    expect(mailsTo(PHYSIO)).toHaveLength(1);
    expect(await db.count('audit_log', "action = 'assign' and record_id = $1", [ids.unmatched])).toBe(1);
  });

  it('refuses to assign a request that already has a physiotherapist', async () => {
    const res = await coordinator.post(`/api/ops/finder-requests/${ids.matched}/assign`, {
      physiotherapist_id: physioId,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This request already has a physiotherapist');
  });

  it('asks for a written reason to go over a full week, then counts the family anyway', async () => {
    const refused = await coordinator.post(`/api/ops/finder-requests/${ids.urgentOld}/assign`, {
      physiotherapist_id: physioId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'over_capacity_reason', rule: 'required' })]);
    expect(await db.count('finder_request', "id = $1 and status = 'pending'", [ids.urgentOld])).toBe(1);

    const res = await coordinator.post(`/api/ops/finder-requests/${ids.urgentOld}/assign`, {
      physiotherapist_id: physioId,
      over_capacity_reason: 'Agreed by phone with the physiotherapist',
    });
    expect(res.status).toBe(200);
    expect(res.body.over_capacity_reason).toBe('Agreed by phone with the physiotherapist');
    const [load] = await db.query<{ matched_count: number }>(
      'select matched_count from physiotherapist_weekly_load where physiotherapist_id = $1',
      [physioId],
    );
    expect(load.matched_count).toBe(2);
  });

  it('records follow-ups: contacted, then cancelled only with a reason; nothing after', async () => {
    const contacted = await coordinator.post(`/api/ops/finder-requests/${ids.unmatched}/status`, {
      status: 'contacted',
    });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe('contacted');

    const noReason = await coordinator.post(`/api/ops/finder-requests/${ids.unmatched}/status`, {
      status: 'cancelled',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason', rule: 'required' });

    const cancelled = await coordinator.post(`/api/ops/finder-requests/${ids.unmatched}/status`, {
      status: 'cancelled',
      reason: 'Family found care elsewhere',
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'Family found care elsewhere' });
    // The family's result page still shows their physiotherapist.
    expect((await apiClient(api.url).get(`/api/finder-requests/${ids.unmatched}`)).body.status).toBe('matched');

    const after = await coordinator.post(`/api/ops/finder-requests/${ids.unmatched}/status`, { status: 'contacted' });
    expect(after.status).toBe(409);
  });

  it('keeps notes with their author and time; the audit says a note was added, not what it says', async () => {
    const res = await coordinator.post(`/api/ops/finder-requests/${ids.matched}/notes`, {
      body: 'Daughter prefers calls after 6pm.',
    });
    expect(res.status).toBe(200);
    expect(res.body.notes).toEqual([
      expect.objectContaining({ body: 'Daughter prefers calls after 6pm.', author: expect.any(String) }),
    ]);
    const audits = await db.query<{ details: unknown }>(
      "select details from audit_log where action = 'add-note' and record_id = $1",
      [ids.matched],
    );
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('6pm');
  });

  it.each<[string, string, unknown, string]>([
    ['assign', 'assign', {}, 'physiotherapist_id'],
    ['assign', 'assign', { physiotherapist_id: 'one' }, 'physiotherapist_id'],
    ['assign', 'assign', { physiotherapist_id: 1, extra: true }, 'extra'],
    ['status', 'status', { status: 'done' }, 'status'],
    ['status', 'status', { status: 'cancelled', reason: 'x'.repeat(501) }, 'reason'],
    ['note', 'notes', { body: '' }, 'body'],
    ['note', 'notes', { body: 'x'.repeat(2001) }, 'body'],
  ])('a bad %s body is a 400 naming %s', async (_what, action, body, field) => {
    const before = await db.count('audit_log');
    const res = await coordinator.post(`/api/ops/finder-requests/${ids.matched}/${action}`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db.count('audit_log')).toBe(before);
  });

  it('puts a family who left only a phone number in the queue to be called, never one who has an email to confirm; assigning them sends the referral', async () => {
    const all = await coordinator.get(`/api/ops/finder-requests${listQuery({ range: [0, 49] })}`);
    const listed = all.body.map((r: { id: string }) => r.id);
    expect(listed).not.toContain(ids.awaitingEmail);
    expect(all.body.find((r: { id: string }) => r.id === ids.phoneOnly)).toMatchObject({
      status: 'unconfirmed',
      needs_attention: true,
      has_contact_details: true,
    });
    // Found by its reference, it opens; it is still not the team's to act on.
    expect((await coordinator.get(`/api/ops/finder-requests/${ids.awaitingEmail}`)).body).toMatchObject({
      status: 'unconfirmed',
      awaits_call: false,
    });
    expect(
      (await coordinator.post(`/api/ops/finder-requests/${ids.awaitingEmail}/status`, { status: 'closed' })).status,
    ).toBe(404);

    const record = await coordinator.get(`/api/ops/finder-requests/${ids.phoneOnly}`);
    expect(record.body).toMatchObject({ status: 'unconfirmed', contact_phone: '07911 123456', contact_email: null });
    const contacted = await coordinator.post(`/api/ops/finder-requests/${ids.phoneOnly}/status`, {
      status: 'contacted',
    });
    expect(contacted.status).toBe(409);
    expect(contacted.body.message).toMatch(/then assign a physiotherapist/);

    const phonePhysio = await createPhysiotherapist(db, {
      name: 'Phone Queue Physio',
      baseDistrict: 'SS1',
      travelRadiusMiles: 10,
      specialties: ['falls-prevention'],
      contactEmail: PHONE_PHYSIO,
    });
    const assigned = await coordinator.post(`/api/ops/finder-requests/${ids.phoneOnly}/assign`, {
      physiotherapist_id: phonePhysio,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'matched', matched_physiotherapist_id: phonePhysio });
    const [referral] = await waitFor(
      'the referral',
      async () => mailsTo(PHONE_PHYSIO).length > 0 && mailsTo(PHONE_PHYSIO),
    );
    expect(referral.text).not.toContain('07911 123456');
    // Once they accept, the physiotherapist has the number to call.
    expect((await referralClient(api.url).accept(offerToken(referral))).status).toBe(200);
    const details = await waitFor('the details', async () =>
      mailsTo(PHONE_PHYSIO).find((m) => m.subject.startsWith('You accepted')),
    );
    expect(details.text).toContain('07911 123456');
    const [row] = await db.query<{ contact_confirmed_at: Date | null }>(
      'select contact_confirmed_at from finder_request where id = $1',
      [ids.phoneOnly],
    );
    expect(row.contact_confirmed_at).not.toBeNull();
    const queue = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { needs_attention: true } })}`);
    expect(queue.body.map((r: { id: string }) => r.id)).not.toContain(ids.phoneOnly);

    // At the contact deadline no email can ask this family "has the physiotherapist been in touch?": the request
    // comes back to the coordinators, who call them instead.
    await db.query(
      `update referral_offer set contact_by = now() - interval '1 minute' where finder_request_id = $1 and status = 'accepted'`,
      [ids.phoneOnly],
    );
    const flagged = await waitFor('the phone check-in in the queue', async () => {
      const res = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { needs_attention: true } })}`);
      return res.body.find((r: { id: string }) => r.id === ids.phoneOnly);
    });
    expect(flagged.queue_reason).toBe('call-family-contact-check');
    const [asked] = await db.query<{ contact_check_at: Date | null }>(
      `select contact_check_at from referral_offer where finder_request_id = $1 and status = 'accepted'`,
      [ids.phoneOnly],
    );
    expect(asked.contact_check_at).not.toBeNull();
  });

  it('finds a request by the reference its family quotes, in every status and every queue view', async () => {
    for (const id of Object.values(ids)) {
      const reference = shortReference(id)!;
      for (const filter of [
        { reference },
        { reference: reference.toLowerCase().replace('-', ' '), needs_attention: true },
        { reference, needs_attention: false },
        { reference, overdue: true },
      ]) {
        const res = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter })}`);
        expect(res.status).toBe(200);
        expect(res.body.map((r: { id: string }) => r.id)).toEqual([id]);
        expect(res.headers.get('content-range')).toBe('finder-requests 0-0/1');
      }
    }
    const found = await coordinator.get(
      `/api/ops/finder-requests${listQuery({ filter: { reference: shortReference(ids.noContact) } })}`,
    );
    expect(found.body[0]).toMatchObject({ status: 'unconfirmed', has_contact_details: false, awaits_call: false });
    const record = await coordinator.get(`/api/ops/finder-requests/${ids.noContact}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ status: 'unconfirmed', contact_email: null, enquiries: [] });
  });

  it('finds requests with one search box: reference, family name, email, phone or postcode, across statuses; audited', async () => {
    const search = async (q: string, filter: Record<string, unknown> = { needs_attention: true }) => {
      const res = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { ...filter, q } })}`);
      expect(res.status).toBe(200);
      return res.body.map((r: { id: string }) => r.id) as string[];
    };
    const sorted = (list: string[]) => [...list].sort();
    // Every request but the one with no details is 'Queue Family' on 07911 123456 in SS9 1AA.
    const withDetails = sorted(
      Object.entries(ids)
        .filter(([k]) => k !== 'noContact')
        .map(([, id]) => id),
    );
    expect(sorted(await search('queue fam'))).toEqual(withDetails);
    expect(sorted(await search('+44 (0)7911 123-456'))).toEqual(withDetails);
    expect(await search(' Not.Confirmed.Yet@example.COM ')).toEqual([ids.awaitingEmail]);
    expect(sorted(await search('ss9 1aa', { needs_attention: false }))).toEqual(sorted(Object.values(ids)));
    expect(sorted(await search('SS9'))).toEqual(sorted(Object.values(ids)));
    expect(await search(shortReference(ids.matched)!.toLowerCase())).toEqual([ids.matched]);
    // Nothing a person types is a rule broken: text that reads as nothing matches nothing.
    for (const text of ['!!!', '12345', 'filter reference', '%_\\', "O'Brien; drop table"]) {
      expect(await search(text)).toEqual([]);
    }
    const tooLong = await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { q: 'x'.repeat(201) } })}`);
    expect(tooLong.status).toBe(400);

    const [audit] = await db.query<{ details: Record<string, unknown>; username: string }>(
      `select details, username from audit_log where resource = 'finder-requests' and action = 'search'
       order by id desc limit 1`,
    );
    expect(audit.details).toMatchObject({ searched_as: ['name'], total: 0, ids: [] });
    const named = await db.query<{ details: { searched_as: string[]; ids: string[] } }>(
      `select details from audit_log where resource = 'finder-requests' and action = 'search' and details->'searched_as' = '["phone"]'`,
    );
    expect(sorted(named[0].details.ids)).toEqual(withDetails);
    expect(JSON.stringify(named)).not.toMatch(/07911|Queue/);
  });

  it('links a contact message that quotes a reference to its request, and lists it on the request', async () => {
    const reference = shortReference(ids.noContact)!;
    const http = apiClient(api.url);
    const quoting = await http.post('/api/contact', {
      name: 'Quoting Family',
      email: 'quoting.family@example.com',
      subject: 'other',
      message: `My reference: ${reference.toLowerCase()}\n\nNext week works for a call.`,
    });
    expect(quoting.status).toBe(201);
    const plain = await http.post('/api/contact', {
      name: 'Plain Family',
      email: 'plain.family@example.com',
      subject: 'other',
      message: 'No reference here, NEXT WEEK maybe.',
    });
    expect(plain.status).toBe(201);

    const record = await coordinator.get(`/api/ops/finder-requests/${ids.noContact}`);
    expect(record.body.enquiries).toEqual([
      expect.objectContaining({ id: quoting.body.id, name: 'Quoting Family', status: 'new' }),
    ]);
    const enquiry = await coordinator.get(`/api/ops/enquiries/${quoting.body.id}`);
    expect(enquiry.body.finder_request_id).toBe(ids.noContact);
    expect((await coordinator.get(`/api/ops/enquiries/${plain.body.id}`)).body.finder_request_id).toBeNull();
  });

  it('refuses every queue route without a session, and changes without the CSRF token', async () => {
    const anonymous = apiClient(api.url);
    expect((await anonymous.get('/api/ops/finder-requests')).status).toBe(401);
    expect((await anonymous.get(`/api/ops/finder-requests/${ids.matched}`)).status).toBe(401);
    expect((await anonymous.post(`/api/ops/finder-requests/${ids.matched}/notes`, { body: 'x' })).status).toBe(401);
    const res = await coordinator.post(`/api/ops/finder-requests/${ids.matched}/notes`, { body: 'x' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await db.count('finder_request_note', 'finder_request_id = $1', [ids.matched])).toBe(1);
  });
});
