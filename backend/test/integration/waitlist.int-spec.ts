import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { parseMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const CLI = join(__dirname, '..', '..', 'dist', 'cli', 'coverage.js');
// Districts far from anything seeded as covered: Cambridge (CB1, CB2) and the whole of the TR area.

/**
 * The waitlist as people use it, through the real API and worker, PostgreSQL, Redis and an SMTP server:
 * join, confirmation email, de-duplication, one-click leave, and the one email when their area opens.
 */
describe('waitlist', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  const physios: number[] = [];

  const mailsTo = (address: string) =>
    smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase())).map(parseMail);
  const runCli = (...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });

  beforeAll(async () => {
    db = testDatabase();
    await db.query(
      'truncate waitlist_entry, email_log, outbox_message, coverage_change, demand_daily, demand_person, demand_event_applied',
    );
    await db.query(`update postcode_district set covered = false, covered_since = null where area in ('CB', 'TR')`);
    // Coverage is offered only where a physiotherapist reaches: one in Cambridge (CB1 and CB2, not CB3), one in Truro.
    physios.push(await createPhysiotherapist(db, { baseDistrict: 'CB1', travelRadiusMiles: 3 }));
    physios.push(await createPhysiotherapist(db, { baseDistrict: 'TR1', travelRadiusMiles: 70 }));
    // The first delivery attempt fails with a 451: the retry must deliver exactly one email.
    smtp = await startSmtpServer({ rejectFirst: 1 });
    env = testEnv({
      ...smtp.env,
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
      ...GENEROUS_RATE_LIMITS,
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await db?.query(`update postcode_district set covered = false, covered_since = null where area in ('CB', 'TR')`);
    if (db) await removePhysiotherapists(db, physios);
    await db?.close();
  });

  const entryId = async (email: string, district: string) =>
    (
      await db.query<{ id: string }>('select id from waitlist_entry where email_normalised = $1 and district = $2', [
        email,
        district,
      ])
    )[0]?.id;

  it('joins with 202 "check your email", sends one confirmation (despite a failed first delivery) with a leave link', async () => {
    const res = await http.post('/api/waitlist', {
      name: 'Sarah Jones',
      email: 'Sarah@Example.com',
      postcode: 'cb1 2ab',
      condition: 'falls-prevention',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      status: 'check_email',
      district: 'CB1',
      message: expect.stringContaining('check your email'),
    });
    const [mail] = await waitFor('the confirmation email', async () =>
      mailsTo('Sarah@Example.com').length ? mailsTo('Sarah@Example.com') : null,
    );
    expect(mail.subject).toBe("You're on the Home Physio Finder waitlist for CB1");
    expect(mail.text).toContain('Dear Sarah Jones,');
    expect(mail.text).toContain('Falls Prevention');
    expect(mail.text).toContain('call 999');
    expect(mail.html).toContain('Home Physio Finder');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/homephysiofinder\.test\/api\/waitlist\/unsubscribe\?token=/,
    );
    // Give a late duplicate time to show up: there must be none.
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo('Sarah@Example.com')).toHaveLength(1);
    const [log] = await db.query<{ status: string; attempts: number }>(
      `select status, attempts from email_log where template = 'waitlist-joined' and subject_id = $1`,
      [await entryId('sarah@example.com', 'CB1')],
    );
    expect(log).toEqual({ status: 'sent', attempts: 2 });
  });

  it('answers a second join exactly as a first (nothing about the entry), and emails "already on the list" once a day', async () => {
    const first = await http.post('/api/waitlist', {
      name: 'Stranger',
      email: 'new-person@example.com',
      postcode: 'CB3 9ZZ',
    });
    // Someone else sends Sarah's address: the answer must not reveal that she is on the list, nor her entry.
    const again = await http.post('/api/waitlist', {
      name: 'S. Jones',
      email: ' sarah@example.COM ',
      postcode: 'CB1 9ZZ',
    });
    expect(again.status).toBe(first.status);
    expect(Object.keys(again.body)).toEqual(Object.keys(first.body));
    expect(again.body).toEqual({ ...first.body, district: 'CB1', message: first.body.message.replace('CB3', 'CB1') });
    expect(again.text).not.toContain('falls-prevention');
    expect(again.text).not.toContain((await entryId('sarah@example.com', 'CB1'))!);
    expect(await db.count('waitlist_entry', "email_normalised = 'sarah@example.com'")).toBe(1);
    const [notice] = await waitFor('the already-on-the-list email', async () => {
      const mails = mailsTo('sarah@example.com').filter((m) => m.subject.includes('already on'));
      return mails.length ? mails : null;
    });
    expect(notice.subject).toBe('You are already on the Home Physio Finder waitlist for CB1');
    expect(notice.text).toContain('Dear Sarah Jones,');
    expect(notice.headers['list-unsubscribe']).toMatch(/\/api\/waitlist\/unsubscribe\?token=/);
    // Sent again the same day: the same answer, and no second notice.
    expect(
      (await http.post('/api/waitlist', { name: 'S', email: 'sarah@example.com', postcode: 'CB1 2AB' })).body,
    ).toEqual(again.body);
    // Another district is another entry.
    const other = await http.post('/api/waitlist', {
      name: 'Sarah Jones',
      email: 'sarah@example.com',
      postcode: 'CB2 1TN',
    });
    expect(other.status).toBe(202);
    await waitFor(
      'both new joiners confirmed',
      async () => (await db.count('email_log', "template = 'waitlist-joined' and status = 'sent'")) === 3,
    );
    await new Promise((r) => setTimeout(r, 800));
    expect(mailsTo('sarah@example.com').filter((m) => m.subject.includes('already on'))).toHaveLength(1);
    expect(await db.count('email_log', "template = 'waitlist-joined'")).toBe(3);
  });

  it.each([
    ['no name', { email: 'a@example.com', postcode: 'CB1 2AB' }, 'name'],
    ['blank name', { name: '   ', email: 'a@example.com', postcode: 'CB1 2AB' }, 'name'],
    ['name over 100 characters', { name: 'x'.repeat(101), email: 'a@example.com', postcode: 'CB1 2AB' }, 'name'],
    ['bad email', { name: 'A', email: 'not-an-email', postcode: 'CB1 2AB' }, 'email'],
    ['no email', { name: 'A', postcode: 'CB1 2AB' }, 'email'],
    ['bad postcode', { name: 'A', email: 'a@example.com', postcode: 'ZZ1 1ZZ' }, 'postcode'],
    ['unknown condition', { name: 'A', email: 'a@example.com', postcode: 'CB1 2AB', condition: 'flu' }, 'condition'],
    ['unknown field', { name: 'A', email: 'a@example.com', postcode: 'CB1 2AB', admin: true }, 'admin'],
  ])('refuses %s with 400 and writes nothing', async (_, body, field) => {
    const before = await db.count('waitlist_entry');
    const outbox = await db.outboxWrites();
    const res = await http.post('/api/waitlist', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db.count('waitlist_entry')).toBe(before);
    expect(await db.outboxWrites()).toBe(outbox);
  });

  it("the link in the email changes nothing (scanners open links); its page's button and RFC 8058 one-click POST leave", async () => {
    await http.post('/api/waitlist', { name: 'Leaver', email: 'leaver@example.com', postcode: 'TR1 1AA' });
    const leaverId = await entryId('leaver@example.com', 'TR1');
    const [mail] = await waitFor('the leaver confirmation', async () =>
      mailsTo('leaver@example.com').length ? mailsTo('leaver@example.com') : null,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /<(https:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    expect(mail.text).toContain(link);
    const path = link.replace('https://homephysiofinder.test', '');
    const token = new URL(link).searchParams.get('token')!;

    // Opening the link, as a scanner or a browser: nothing is deleted.
    const scanned = await http.get(path);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({ status: 'on_waitlist' });
    const opened = await http.get(path, { accept: 'text/html' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(opened.text).not.toContain('<script');
    expect(opened.text).toContain('<form method="post" action="/api/waitlist/unsubscribe">');
    expect(opened.text).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(opened.text).toContain('Leave the waitlist</button>');
    expect(await db.count('waitlist_entry', 'id = $1', [leaverId])).toBe(1);

    // The page's button: the browser posts the form.
    const left = await http.request('POST', '/api/waitlist/unsubscribe', `token=${encodeURIComponent(token)}`, {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    });
    expect(left.status).toBe(200);
    expect(left.text).toContain('You have left the Home Physio Finder waitlist');
    expect(await db.count('waitlist_entry', 'id = $1', [leaverId])).toBe(0);
    const again = await http.get(path, { accept: 'text/html' });
    expect(again.text).toContain('not on the Home Physio Finder waitlist');
    expect(again.text).not.toContain('<form');

    for (const bad of ['', '?token=nonsense', `?token=${leaverId}.${'A'.repeat(43)}`]) {
      for (const res of [
        await http.get(`/api/waitlist/unsubscribe${bad}`),
        await http.post(`/api/waitlist/unsubscribe${bad}`, {}),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 400, code: 'WAITLIST.INVALID_TOKEN' });
      }
    }
  });

  it("a mail provider's one-click unsubscribe (RFC 8058) leaves; forms are refused on every other route", async () => {
    await http.post('/api/waitlist', { name: 'One Click', email: 'one-click@example.com', postcode: 'TR1 1AB' });
    const [mail] = await waitFor('the confirmation', async () =>
      mailsTo('one-click@example.com').length ? mailsTo('one-click@example.com') : null,
    );
    const path = /<(https:\/\/[^>]+)>/
      .exec(mail.headers['list-unsubscribe'])![1]
      .replace('https://homephysiofinder.test', '');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await http.request('POST', path, 'List-Unsubscribe=One-Click', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'left' });
    expect(await db.count('waitlist_entry', "email_normalised = 'one-click@example.com'")).toBe(0);
    // JSON clients may post the token in the body.
    expect(
      (await http.post('/api/waitlist/unsubscribe', { token: new URL(`https://x${path}`).searchParams.get('token') }))
        .body,
    ).toMatchObject({ status: 'not_on_waitlist' });

    const before = await db.count('waitlist_entry');
    const elsewhere = await http.request(
      'POST',
      '/api/waitlist',
      'name=A&email=a%40example.com&postcode=TR1+1AA',
      form,
    );
    expect(elsewhere.status).toBe(415);
    expect(elsewhere.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await db.count('waitlist_entry')).toBe(before);
  });

  it('activation emails only newly covered, not-yet-notified entries, exactly once; deactivation emails no one', async () => {
    const people = [
      { name: 'Ann', email: 'ann@example.com', postcode: 'CB1 1AA' },
      { name: 'Bob', email: 'bob@example.com', postcode: 'CB2 1AA' },
      { name: 'Cat', email: 'cat@example.com', postcode: 'TR2 4AA' },
      { name: 'Dan', email: 'dan@example.com', postcode: 'CB3 0AA' }, // CB3 stays uncovered
    ];
    for (const p of people) expect((await http.post('/api/waitlist', p)).status).toBe(202);
    // Bob was already told about CB2 (say, by an earlier activation): he must not hear again.
    await db.query(
      `update waitlist_entry set notified = true, notified_at = now() - interval '1 day' where email_normalised = 'bob@example.com'`,
    );
    await waitFor(
      'the four confirmations',
      async () => (await db.count('email_log', `template = 'waitlist-joined' and status = 'sent'`)) >= 9,
    );
    const before = smtp.received.length;

    const unknown = runCli('activate', 'CB1', 'ZZ9', 'QQ');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown postcode district or area: ZZ9, QQ');
    expect(await db.count('postcode_district', "district = 'CB1' and covered")).toBe(0);

    const out = runCli('activate', 'CB1', 'cb2', 'TR');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/Now covered \(\d+\): CB1 CB2 TR1 TR2/);
    const areaCovered = () =>
      smtp.received
        .slice(before)
        .map(parseMail)
        .filter((m) => m.subject.includes('now covers'));
    // Sarah (CB1, CB2), Ann (CB1), Cat (TR2): four emails. Not Bob (notified), not Dan (CB3), not the leaver.
    await waitFor('the coverage emails', async () => areaCovered().length >= 4);
    await new Promise((r) => setTimeout(r, 1000));
    const mails = areaCovered();
    expect(mails.map((m) => `${m.to[0].toLowerCase()} ${m.subject.split(' ').pop()}`).sort()).toEqual([
      'ann@example.com CB1',
      'cat@example.com TR2',
      'sarah@example.com CB1',
      'sarah@example.com CB2',
    ]);
    const cat = mails.find((m) => m.to[0] === 'cat@example.com')!;
    expect(cat.text).toContain('Dear Cat,');
    // The county is the district's own (TR2 is in Cornwall), from the reference data.
    expect(cat.text).toContain('visiting homes in TR2 (Cornwall).');
    // One physiotherapist reaches Truro: said as one. The finder's link carries her postcode (the finder fills it in).
    expect(cat.text).toContain('now has a qualified, HCPC-registered physiotherapist visiting homes in TR2');
    expect(cat.text).toContain('https://homephysiofinder.test/finder?postcode=TR2%204AA');
    expect(cat.text).toContain('/api/waitlist/unsubscribe?token=');
    expect(await db.count('waitlist_entry', 'notified and notified_at is not null')).toBe(5); // 4 + Bob
    expect(await db.count('waitlist_entry', "not notified and district = 'CB3'")).toBe(2);
    // The county is reference data (Cambridge's), not something activation sets or takes.
    const [cb1] = await db.query<{ county: string }>(`select county from postcode_district where district = 'CB1'`);
    expect(cb1.county).toBe('Cambridgeshire');
    const withCounty = runCli('activate', 'CB3', '--county', 'Norfolk');
    expect(withCounty.status).toBe(2);
    expect(withCounty.stderr).toContain('--county is no longer taken');

    // Activating again changes nothing and emails nobody; deactivating emails nobody either.
    const again = runCli('activate', 'CB1');
    expect(again.stdout).toContain('Already covered (1): CB1');
    const off = runCli('deactivate', 'CB1', 'CB2', 'TR');
    expect(off.status).toBe(0);
    expect(off.stdout).toMatch(/No longer covered \(\d+\): CB1 CB2 TR1/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(areaCovered()).toHaveLength(4);
  });
});

/**
 * The area-covered emails go out in batches of up to 100 entries per mail job. When the SMTP server turns
 * some of a batch away for now, the batch is retried and sends only those: everyone hears exactly once.
 */
describe('waitlist activation when the SMTP server refuses part of a batch', () => {
  let db: TestDatabase;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  const people = Array.from({ length: 7 }, (_, i) => `pl-person-${i}@example.com`);
  let physioId: number | undefined;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate waitlist_entry, email_log, outbox_message, coverage_change');
    await db.query(`update postcode_district set covered = false, covered_since = null where area = 'PL'`);
    await db.query(
      `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, notified, created_at)
       select gen_random_uuid(), 'Person ' || i, e, e, 'PL1 1AA', 'PL1', 'PL', null, false, now()
       from unnest($1::text[]) with ordinality as p(e, i)`,
      [people],
    );
    physioId = await createPhysiotherapist(db, { baseDistrict: 'PL1', travelRadiusMiles: 5 });
    // The first three emails are refused with a 451 ("try again later").
    smtp = await startSmtpServer({ rejectFirst: 3 });
    env = testEnv({ ...smtp.env, MAIL_RETRY_DELAY_MS: '200', PUBLIC_BASE_URL: 'https://homephysiofinder.test' });
    worker = await startWorker(env);
  });

  afterAll(async () => {
    await worker?.stop();
    await smtp?.stop();
    await db?.query(`update postcode_district set covered = false, covered_since = null where area = 'PL'`);
    if (db && physioId) await removePhysiotherapists(db, [physioId]);
    await db?.close();
  });

  it('retries the refused ones and sends every entry exactly one email', async () => {
    const out = spawnSync(process.execPath, [CLI, 'activate', 'PL1'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });
    expect(out.status).toBe(0);
    await waitFor(
      'every entry to be notified',
      async () => (await db.count('waitlist_entry', 'notified')) === people.length,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const recipients = smtp.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual([...people].sort());
    expect(
      smtp.received.map(parseMail).every((m) => m.subject === 'Good news: Home Physio Finder now covers PL1'),
    ).toBe(true);
    const logs = await db.query<{ attempts: number; n: number }>(
      `select attempts, count(*)::int as n from email_log where template = 'waitlist-area-covered' and status = 'sent' group by attempts order by attempts`,
    );
    expect(logs).toEqual([
      { attempts: 1, n: 4 },
      { attempts: 2, n: 3 },
    ]);
  });
});
