import { shortReference } from '@physio/api-contract';
import { Queue } from 'bullmq';
import { mailJobId, type MailJob } from '../../src/infra/mail/mail-job.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, TEST_REDIS_URL, testEnv } from '../support/env.js';
import { confirmFinderRequest, decidedView } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const COORDINATORS = 'coordinators@homephysiofinder.test';

/**
 * The emails that follow the finder's outcome, through the real API and worker, PostgreSQL, Redis and an
 * SMTP server whose first delivery fails: one email of each kind, however often the outcome is published.
 */
describe('finder emails', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  let matchingQueue: Queue;
  let mailQueue: Queue;

  // The emails that follow the outcome: each family here first confirms its email (finder-flood tests that email).
  const isConfirmation = (m: ParsedMail) => m.subject.startsWith('Please confirm your request');
  const outcomeMails = (received: typeof smtp.received) => received.map(parseMail).filter((m) => !isConfirmation(m));
  const mails = (): ParsedMail[] => outcomeMails(smtp.received);
  const mailsTo = (address: string) =>
    mails().filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  const received = async (address: string) => (mailsTo(address).length > 0 ? mailsTo(address) : null);
  const settle = (ms = 1000) => new Promise((r) => setTimeout(r, ms));

  async function submitAndDecide(body: Record<string, unknown>) {
    const submitted = await http.post('/api/finder-requests', body);
    expect(submitted.status).toBe(201);
    const id: string = submitted.body.id;
    return { id, result: await confirmAndDecide(id) };
  }

  /** The family confirms through the emailed link (once it went), then matching decides for real. */
  async function confirmAndDecide(id: string) {
    const recommended = await decidedView(http, id);
    expect(recommended.status).toBe('unconfirmed');
    await waitFor(
      'the confirmation email to be sent',
      async () =>
        (await db.count('email_log', "template = 'finder-confirm-family' and subject_id = $1 and status = 'sent'", [
          id,
        ])) > 0,
    );
    await confirmFinderRequest(http, id);
    return waitFor('the request to be matched or unmatched', async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      return res.body.status === 'matched' || res.body.status === 'unmatched' ? res.body : undefined;
    });
  }

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('truncate email_log');
    // The very first delivery attempt is refused with a 451: the retry must deliver it, once.
    smtp = await startSmtpServer({ rejectFirst: 1 });
    env = testEnv({
      ...smtp.env,
      ...GENEROUS_RATE_LIMITS,
      COORDINATORS_INBOX: COORDINATORS,
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    });
    const connection = { url: TEST_REDIS_URL };
    matchingQueue = new Queue('matching', { connection, prefix: env.QUEUE_PREFIX });
    mailQueue = new Queue('mail', { connection, prefix: env.QUEUE_PREFIX });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await Promise.all([matchingQueue?.close(), mailQueue?.close()]);
    await smtp?.stop();
    await db?.close();
  });

  let matchedId: string;
  let physio: { name: string; contact_email: string; hcpc_number: string };

  it('sends the family the physiotherapist public profile and the physiotherapist the referral, despite a failed first delivery', async () => {
    const { id, result } = await submitAndDecide({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Jane Daughter',
      contact_email: 'jane.family@example.com',
      contact_phone: '07911 123456',
      additional_info: 'Mum fell twice last month.',
      consent: true,
    });
    expect(result.status).toBe('matched');
    matchedId = id;
    [physio] = await db.query<{ name: string; contact_email: string; hcpc_number: string }>(
      'select p.name, p.contact_email, p.hcpc_number from finder_request r join physiotherapist p on p.id = r.matched_physiotherapist_id where r.id = $1',
      [id],
    );

    const [family] = await waitFor('the family email', () => received('jane.family@example.com'));
    const [referral] = await waitFor('the referral', () => received(physio.contact_email));

    expect(family.subject).toBe(`We've matched your parent with ${physio.name}`);
    expect(family.text).toContain('Dear Jane Daughter,');
    expect(family.text).toContain(physio.hcpc_number);
    expect(family.text).toContain('Falls Prevention');
    expect(family.text).toContain('What happens next');
    expect(family.text).toContain('within 24 hours');
    expect(family.text).toContain(`https://homephysiofinder.test/results/${id}`);
    // The physiotherapist's email address never reaches the family.
    expect(family.text).not.toContain(physio.contact_email);
    expect(family.html).not.toContain(physio.contact_email);
    expect(`${family.text}${family.html}`).not.toMatch(/@physio-mail/);

    // The referral is an offer: what the family needs, never who they are (that comes with acceptance).
    expect(referral.subject).toMatch(/^Referral offer: Falls Prevention, soon, SS9 \(reply by .+\)$/);
    expect(referral.text).toContain(`Dear ${physio.name},`);
    expect(referral.text).toContain('Mum fell twice last month.');
    expect(referral.text).toContain(`Reference: ${shortReference(id)}`);
    expect(referral.text).toMatch(
      /Accept: https:\/\/homephysiofinder\.test\/api\/referral-offers\/respond\?token=\S+&answer=accept/,
    );
    for (const secret of ['Jane Daughter', 'jane.family@example.com', '07911 123456', 'SS9 1AA']) {
      expect(`${referral.text}${referral.html}`).not.toContain(secret);
    }
    expect(referral.headers['reply-to']).toBeUndefined();

    await settle();
    expect(mailsTo('jane.family@example.com')).toHaveLength(1);
    expect(mailsTo(physio.contact_email)).toHaveLength(1);
    const logs = await db.query<{ template: string; status: string; attempts: number }>(
      `select template, status, attempts from email_log
       where subject_id = $1 or subject_id in (select id::text from referral_offer where finder_request_id = $1::uuid)
       order by template`,
      [id],
    );
    expect(logs.map((l) => `${l.template} ${l.status}`)).toEqual([
      'finder-confirm-family sent',
      'finder-matched-family sent',
      'referral-offer sent',
    ]);
    // The first (the confirmation) met the refused first attempt and was sent on its retry.
    expect(logs.reduce((n, l) => n + l.attempts, 0)).toBe(4);
  });

  it('tells an unmatched family we will be in touch within 24 hours and alerts the coordinators with the request id', async () => {
    const { id, result } = await submitAndDecide({
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: 'flexible',
      contact_name: 'Ravi Shah',
      contact_email: 'ravi.family@example.com',
      consent: true,
    });
    expect(result.status).toBe('unmatched');
    const [family] = await waitFor('the family email', () => received('ravi.family@example.com'));
    const alert = await waitFor('the coordinators alert', async () =>
      mailsTo(COORDINATORS).find((m) => m.text.includes(id)),
    );
    expect(family.subject).toBe('We are finding the right physiotherapist for your parent');
    expect(family.text).toContain('Dear Ravi Shah,');
    expect(family.text).toContain('within 24 hours');
    expect(family.text).toContain('HP5');
    expect(alert.subject).toBe(
      `Unmatched request ${shortReference(id)} (flexible, HP5): contact the family within 24 hours`,
    );
    expect(alert.text).toContain(`Finder request ${shortReference(id)} could not be matched automatically.`);
    expect(alert.text).toContain('Contact details given: yes');
    expect(alert.text).toContain(`https://homephysiofinder.test/ops/#/finder-requests/${id}/show`);
    // The coordinators get ids and facts, not the family's contact details.
    expect(alert.text).not.toContain('ravi.family@example.com');
  });

  it('sends no email at all for a request without contact details: nobody confirmed it, so nobody is alerted', async () => {
    const before = smtp.received.length;
    const submitted = await http.post('/api/finder-requests', {
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: 'soon',
    });
    const id: string = submitted.body.id;
    expect(await decidedView(http, id)).toMatchObject({ status: 'unconfirmed', matched_physiotherapist: null });
    await settle();
    expect(smtp.received.length).toBe(before);
    // No one to write to, so no email was even queued: nothing about it in the email log.
    expect(await db.count('email_log', 'subject_id = $1', [id])).toBe(0);
  });

  it('alerts the coordinators about an urgent phone-only request as about an unmatched one: it needs their call', async () => {
    const submitted = await http.post('/api/finder-requests', {
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: 'urgent',
      contact_name: 'Phone Only',
      contact_phone: '07911 765432',
      consent: true,
    });
    const id: string = submitted.body.id;
    expect(await decidedView(http, id)).toMatchObject({ status: 'unconfirmed' });
    const alert = await waitFor('the coordinators alert', async () =>
      mailsTo(COORDINATORS).find((m) => m.text.includes(id)),
    );
    expect(alert.subject).toBe(
      `Phone-only request ${shortReference(id)} (urgent, HP5): call the family within 24 hours`,
    );
    expect(alert.text).toContain('a phone number only (call the family to confirm the request, then assign)');
    expect(alert.text).toContain(`https://homephysiofinder.test/ops/#/finder-requests/${id}/show`);
    expect(alert.text).not.toContain('07911');
    await settle();
    expect(mailsTo(COORDINATORS).filter((m) => m.text.includes(id))).toHaveLength(1);
    expect(await db.count('email_log', 'subject_id = $1', [id])).toBe(1);
  });

  it('sends every family of a burst its own email, and the coordinators alerts naming each request once (not an email each)', async () => {
    const before = smtp.received.length;
    // Submitted together: matched in shared jobs, emailed through batch jobs. Each person must still get theirs.
    const families = Array.from({ length: 12 }, (_, i) => ({
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: i % 4 === 0 ? 'urgent' : 'flexible',
      contact_name: `Burst Family ${i}`,
      contact_email: `burst.family.${i}@example.com`,
      consent: true,
    }));
    const ids = (await Promise.all(families.map((body) => http.post('/api/finder-requests', body)))).map((res) => {
      expect(res.status).toBe(201);
      return res.body.id as string;
    });
    await Promise.all(ids.map((id) => confirmAndDecide(id)));
    const named = (id: string) => mailsTo(COORDINATORS).filter((m) => m.text.includes(id));
    await waitFor('every request named in an alert', async () => ids.every((id) => named(id).length > 0));
    await waitFor('every family email', async () => families.every((f) => mailsTo(f.contact_email).length > 0));
    await settle();
    const burst = outcomeMails(smtp.received.slice(before));
    families.forEach((family, i) => {
      const theirs = burst.filter((m) => m.to.includes(family.contact_email));
      expect(theirs).toHaveLength(1);
      expect(theirs[0].text).toContain(`Dear ${family.contact_name},`);
      expect(named(ids[i])).toHaveLength(1);
    });
    const alerts = burst.filter((m) => m.to.includes(COORDINATORS));
    // The requests arrived together, so the coordinators get fewer emails than requests.
    expect(alerts.length).toBeLessThan(ids.length);
    const digest = alerts.find((m) => /^\d+ unmatched requests/.test(m.subject))!;
    expect(digest.subject).toMatch(/^\d+ unmatched requests( \(\d+ urgent\))?: contact the families within 24 hours$/);
    // Urgent requests come first, each request with its own dashboard link.
    const order = [...digest.text.matchAll(/^Open: \S+\/finder-requests\/([0-9a-f-]{36})\/show$/gm)].map((m) => m[1]);
    expect(order.length).toBeGreaterThan(1);
    // Each is named by the short reference its family was shown, as everywhere else.
    expect([...digest.text.matchAll(/^Request (\S+)$/gm)].map((m) => m[1])).toEqual(order.map(shortReference));
    const urgencies = order.map((id) => families[ids.indexOf(id)].urgency);
    expect(urgencies).toEqual([...urgencies].sort((a, b) => Number(a !== 'urgent') - Number(b !== 'urgent')));
    for (const id of order) {
      expect(digest.text).toContain(`https://homephysiofinder.test/ops/#/finder-requests/${id}/show`);
    }
    expect(digest.text).not.toContain('burst.family.');
    // Each request's alert is recorded as sent once, under its own key.
    expect(
      await db.count(
        'email_log',
        "template = 'finder-unmatched-coordinators' and status = 'sent' and subject_id = any($1)",
        [ids],
      ),
    ).toBe(ids.length);
  });

  it('sends each email exactly once when its outbox rows are relayed again, and nothing more when matching re-runs', async () => {
    const before = smtp.received.length;
    const jobs: MailJob[] = [
      { template: 'finder-matched-family', subjectId: matchedId, recipientRole: 'family' },
      await db
        .query<{ id: string; physiotherapist_id: number }>(
          'select id, physiotherapist_id from referral_offer where finder_request_id = $1',
          [matchedId],
        )
        .then(([offer]) => ({
          template: 'referral-offer',
          subjectId: offer.id,
          recipientRole: 'physio',
          recipientId: offer.physiotherapist_id,
        })),
    ];
    // Clear the finished jobs so that nothing in Redis stops the re-run: only the email log stands in the way.
    await matchingQueue.remove(`match-${matchedId}`);
    for (const job of jobs) await mailQueue.remove(mailJobId(job));
    // The submission and the match's emails relayed again (a relay that died before deleting what it handed over).
    await db.query(
      `insert into outbox_message (topic, aggregate_id, payload, created_at)
       select topic, aggregate_id, payload::jsonb, now()
       from unnest($1::text[], $2::text[], $3::text[]) as t(aggregate_id, topic, payload)`,
      [
        [matchedId, ...jobs.map((job) => job.subjectId)],
        ['finder-request.submitted', ...jobs.map(() => 'mail.requested')],
        [
          '{"urgency":"soon"}',
          ...jobs.map(({ template, recipientRole, recipientId }) =>
            JSON.stringify({ template, recipientRole, ...(recipientId ? { recipientId } : {}) }),
          ),
        ],
      ],
    );
    // The mail jobs come back and find their emails already sent; the matching job finds the request decided.
    for (const job of jobs) {
      await waitFor(`the re-run of ${job.template}`, async () => {
        const again = await mailQueue.getJob(mailJobId(job));
        return again && (await again.isCompleted()) && again.returnvalue === 'already-sent';
      });
    }
    await waitFor('the matching job to run again', async () =>
      (await matchingQueue.getJob(`match-${matchedId}`))?.isCompleted(),
    );
    await settle();
    expect(smtp.received.length).toBe(before);
    expect(mailsTo('jane.family@example.com')).toHaveLength(1);
    expect(mailsTo(physio.contact_email)).toHaveLength(1);
    expect(await db.count('finder_request', "id = $1 and status = 'matched'", [matchedId])).toBe(1);
  });

  it('sends each email exactly once when the worker restarts and the same outcome is published again', async () => {
    await worker.stop();
    await db.query(
      `insert into outbox_message (topic, aggregate_id, payload, created_at) values ('finder-request.submitted', $1, '{"urgency":"soon"}', now())`,
      [matchedId],
    );
    await matchingQueue.remove(`match-${matchedId}`);
    worker = await startWorker(env);
    await waitFor('the outbox to drain', async () => (await db.count('outbox_message')) === 0);
    await waitFor('the matching job to run again', async () =>
      (await matchingQueue.getJob(`match-${matchedId}`))?.isCompleted(),
    );
    await settle(1500);
    expect(mailsTo('jane.family@example.com')).toHaveLength(1);
    expect(mailsTo(physio.contact_email)).toHaveLength(1);
    expect(mailsTo('ravi.family@example.com')).toHaveLength(1);
  });
});
