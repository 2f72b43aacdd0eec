import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { decidedView } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const COORDINATORS = 'coordinators@homephysiofinder.test';
const FLOOD = 150;

/**
 * A script floods the finder with anonymous submissions (the limits per client and per email do not stop a
 * script with many addresses: they are generous here). Nothing of a physiotherapist's week is held and no
 * referral goes out until a family confirms their email; the coordinators' queue stays empty. Then a real family
 * confirms through the email's link and gets the place and the referral, as before.
 */
describe('a flood of anonymous finder requests', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let coordinator: OpsClient;

  const mails = (): ParsedMail[] => smtp.received.map(parseMail);
  const referrals = () => mails().filter((m) => m.subject.startsWith('Referral offer'));
  const weekLoad = async () =>
    (
      await db.query<{ n: number }>('select coalesce(sum(matched_count), 0)::int as n from physiotherapist_weekly_load')
    )[0].n;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('truncate email_log');
    smtp = await startSmtpServer();
    const env = testEnv({
      ...smtp.env,
      ...GENEROUS_RATE_LIMITS,
      COORDINATORS_INBOX: COORDINATORS,
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('holds no place, sends no referral and adds nothing to the coordinators’ queue until an email is confirmed', async () => {
    // The script's choice of details: some with other people's addresses and phone numbers, some with none.
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        http.post('/api/finder-requests', {
          postcode: `SS${(i % 3) + 1} ${(i % 9) + 1}AB`,
          condition: 'falls-prevention',
          urgency: i % 2 ? 'urgent' : 'soon',
          ...(i % 3 === 0
            ? {}
            : {
                contact_name: 'Bot',
                contact_email: `victim${i}@example.com`,
                contact_phone: '07911 123456',
                consent: true,
              }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(FLOOD).fill(201));
    await waitFor(
      'every request to be decided',
      async () => (await db.count('finder_request', "status = 'pending'")) === 0,
      30000,
    );

    // Every family sees whom we recommend; nothing is booked.
    expect(await db.count('finder_request', "status = 'unconfirmed'")).toBe(FLOOD);
    const view = await decidedView(http, answers[1].body.id);
    expect(view).toMatchObject({ status: 'unconfirmed', matched_physiotherapist: { name: expect.any(String) } });
    expect(await weekLoad()).toBe(0);

    // Only the confirmation emails, one to each address given; no referral, no coordinators' alert.
    const withEmail = answers.filter((_, i) => i % 3 !== 0).length;
    await waitFor('the confirmation emails', async () => smtp.received.length >= withEmail, 30000);
    await new Promise((r) => setTimeout(r, 1500)); // anything else the worker would send has had its chance
    expect(mails().every((m) => m.subject.startsWith('Please confirm your request'))).toBe(true);
    expect(mails()).toHaveLength(withEmail);
    expect(referrals()).toHaveLength(0);
    expect(mails().filter((m) => m.to.includes(COORDINATORS))).toHaveLength(0);

    // The coordinators' lists and figures do not carry them.
    const list = await coordinator.get(`/api/ops/finder-requests${listQuery({ range: [0, 24] })}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const home = await coordinator.get('/api/ops/home');
    expect(home.body.requests_needing_attention).toBe(0);
  });

  it('a family who confirms through the email’s link gets the place and the physiotherapist the referral', async () => {
    const email = 'real.family@example.com';
    const submitted = await http.post('/api/finder-requests', {
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Jane Daughter',
      contact_email: email,
      consent: true,
    });
    expect(submitted.status).toBe(201);
    const id: string = submitted.body.id;
    const recommended = await decidedView(http, id);
    expect(recommended.status).toBe('unconfirmed');

    const confirmation = await waitFor('the confirmation email', async () => mails().find((m) => m.to.includes(email)));
    expect(confirmation.subject).toBe(
      `Please confirm your request so ${recommended.matched_physiotherapist.name} can contact you`,
    );
    const link = /(https:\/\/homephysiofinder\.test\/confirm\?token=\S+)/.exec(confirmation.text)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const query = `?token=${encodeURIComponent(token)}`;

    // The link opens the site's page, which asks the API what the link would do: that changes nothing (mail
    // scanners open links). A link sent before the page existed reaches the same page.
    const view = await http.get(`/api/finder-requests/confirm${query}`);
    expect(view.body).toEqual({ status: 'valid', id });
    const old = await http.get(`/api/finder-requests/confirm${query}`, { accept: 'text/html' });
    expect(old.status).toBe(303);
    expect(old.headers.get('location')).toBe(`https://homephysiofinder.test/confirm${query}`);
    expect(await weekLoad()).toBe(0);
    expect(referrals()).toHaveLength(0);

    // The button; a form post (from a page without script) confirms too, and lands on the site's page.
    const confirmed = await http.post('/api/finder-requests/confirm', new URLSearchParams({ token }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`https://homephysiofinder.test/confirm${query}`);
    expect((await http.get(`/api/finder-requests/${id}`)).body.confirmation).toBe('confirmed');

    const matched = await waitFor('the match', async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      return res.body.status === 'matched' ? res.body : undefined;
    });
    expect(matched.matched_physiotherapist.name).toBe(recommended.matched_physiotherapist.name);
    expect(await weekLoad()).toBe(1);
    // The referral is offered; the family's address goes only to a physiotherapist who accepts.
    const referral = await waitFor('the referral', async () => referrals()[0]);
    expect(referral.text).toContain('Falls Prevention');
    expect(referral.text).not.toContain(email);
    // It goes to an outside physiotherapist: its footer says why they receive it, not "internal, do not forward".
    expect(referral.text).toContain('registered with Home Physio Finder as a physiotherapist who takes referrals');
    expect(referral.text).not.toContain('Internal notification');
    await waitFor('the family’s match email', async () =>
      mails().find((m) => m.to.includes(email) && m.subject.startsWith("We've matched your parent")),
    );

    // Confirming again changes nothing.
    const again = await http.post('/api/finder-requests/confirm', { token });
    expect(again.body).toMatchObject({ status: 'already_confirmed', id });
    expect(await weekLoad()).toBe(1);
  });

  it('refuses a link we did not sign with a 400 naming the token, and changes nothing', async () => {
    const [{ id }] = await db.query<{ id: string }>(
      "select id from finder_request where status = 'unconfirmed' limit 1",
    );
    const forged = `${id}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    const res = await http.post('/api/finder-requests/confirm', { token: forged });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FINDER_REQUEST.INVALID_TOKEN', errors: [{ field: 'token' }] });
    expect(await db.count('finder_request', "id = $1 and status = 'unconfirmed'", [id])).toBe(1);
  });
});
