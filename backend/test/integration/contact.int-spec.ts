import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const TEAM_INBOX = 'team-inbox@homephysiofinder.test';

/**
 * The contact form and the consultation dialog as a family uses them, through the real API and worker,
 * PostgreSQL, Redis and an SMTP server: the team is emailed (Reply-To the sender), the sender is acknowledged.
 */
describe('contact', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const mailsTo = (address: string): ParsedMail[] =>
    smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase())).map(parseMail);
  const waitForMails = (address: string, n: number) =>
    waitFor(`${n} email(s) to ${address}`, async () => (mailsTo(address).length >= n ? mailsTo(address) : null));

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate contact_enquiry, contact_enquiry_entry, email_log, outbox_message');
    smtp = await startSmtpServer();
    const env = testEnv({
      ...smtp.env,
      TEAM_INBOX,
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
    await db?.close();
  });

  it('answers 201, emails the team inbox (Reply-To the sender) and acknowledges the sender', async () => {
    const res = await http.post('/api/contact', {
      name: 'Sarah Jones',
      email: 'sarah.contact@example.com',
      phone: '07911 123456',
      subject: 'pricing',
      message: 'How much does a home visit cost in Southend?\nMum is 84.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'received' });
    expect(await db.count('contact_enquiry', 'id = $1', [res.body.id])).toBe(1);

    const [team] = await waitForMails(TEAM_INBOX, 1);
    expect(team.to).toEqual([TEAM_INBOX]);
    expect(team.subject).toBe('New message: Pricing from Sarah Jones');
    expect(team.headers['reply-to']).toContain('sarah.contact@example.com');
    expect(team.text).toContain('Name: Sarah Jones');
    expect(team.text).toContain('Email: sarah.contact@example.com');
    expect(team.text).toContain('Phone: 07911 123456');
    expect(team.text).toContain('How much does a home visit cost in Southend?');
    expect(team.text).toContain(`Reference: ${res.body.id}`);
    expect(team.html).toContain('How much does a home visit cost in Southend?');

    const [ack] = await waitForMails('sarah.contact@example.com', 1);
    expect(ack.subject).toBe('We have your message - Home Physio Finder');
    expect(ack.text).toContain('Dear Sarah Jones,');
    expect(ack.text).toContain('within 24 hours');
    expect(ack.text).toContain('Pricing');
    // The acknowledgement does not repeat what the sender wrote.
    expect(ack.text).not.toContain('Southend');

    await new Promise((r) => setTimeout(r, 800));
    expect(mailsTo(TEAM_INBOX)).toHaveLength(1);
    expect(mailsTo('sarah.contact@example.com')).toHaveLength(1);
    const logs = await db.query<{ template: string; status: string }>(
      'select template, status from email_log where subject_id = $1 order by template',
      [res.body.id],
    );
    expect(logs).toEqual([
      { template: 'contact-acknowledgement', status: 'sent' },
      { template: 'contact-received', status: 'sent' },
    ]);
  });

  it('takes a free 15-minute consultation request with the condition and preferred time in the message', async () => {
    const before = mailsTo(TEAM_INBOX).length;
    const res = await http.post('/api/contact', {
      name: 'Tom Patel',
      email: 'tom.patel@example.com',
      phone: '+44 7911 123456',
      subject: 'Free 15-Minute Consultation Request',
      message:
        'Condition: Stroke Recovery\nPreferred time: Weekday mornings\nNotes: Dad is hard of hearing, please call slowly.',
    });
    expect(res.status).toBe(201);
    const mails = await waitForMails(TEAM_INBOX, before + 1);
    const team = mails.find((m) => m.subject.includes('Tom Patel'))!;
    expect(team.subject).toBe('Consultation request: Free 15-Minute Consultation Request from Tom Patel');
    expect(team.headers['reply-to']).toContain('tom.patel@example.com');
    expect(team.text).toContain('Free 15-minute consultation request');
    expect(team.text).toContain('Condition: Stroke Recovery');
    expect(team.text).toContain('Preferred time: Weekday mornings');
    expect(team.text).toContain('Phone: +44 7911 123456');
    const [ack] = await waitForMails('tom.patel@example.com', 1);
    expect(ack.subject).toBe('We have your consultation request - Home Physio Finder');
    expect(ack.text).toContain('free 15-minute consultation');
  });

  const valid = { name: 'Ann Smith', email: 'ann@example.com', subject: 'services', message: 'Hello' };
  const consultation = { ...valid, subject: 'Free 15-Minute Consultation Request', phone: '07911 123456' };

  it.each<[string, unknown, string | null, string]>([
    ['no name', { ...valid, name: undefined }, 'name', 'VALIDATION_FAILED'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'VALIDATION_FAILED'],
    ['a name over 100 characters', { ...valid, name: 'x'.repeat(101) }, 'name', 'VALIDATION_FAILED'],
    ['a one-letter name on a consultation', { ...consultation, name: 'A' }, 'name', 'VALIDATION_FAILED'],
    ['no email', { ...valid, email: undefined }, 'email', 'VALIDATION_FAILED'],
    ['a bad email', { ...valid, email: 'ann-at-example.com' }, 'email', 'VALIDATION_FAILED'],
    ['an unknown subject', { ...valid, subject: 'complaints' }, 'subject', 'VALIDATION_FAILED'],
    ['no subject', { ...valid, subject: undefined }, 'subject', 'VALIDATION_FAILED'],
    ['a consultation without a phone', { ...consultation, phone: undefined }, 'phone', 'VALIDATION_FAILED'],
    ['a consultation with a blank phone', { ...consultation, phone: '  ' }, 'phone', 'VALIDATION_FAILED'],
    ['a phone number that is not a UK number', { ...valid, phone: '12345' }, 'phone', 'VALIDATION_FAILED'],
    ['a phone number with letters', { ...consultation, phone: 'call me' }, 'phone', 'VALIDATION_FAILED'],
    ['no message', { ...valid, message: undefined }, 'message', 'VALIDATION_FAILED'],
    ['a blank message', { ...valid, message: ' \n ' }, 'message', 'VALIDATION_FAILED'],
    ['a message over 5,000 characters', { ...valid, message: 'x'.repeat(5001) }, 'message', 'VALIDATION_FAILED'],
    ['an unknown property', { ...valid, is_admin: true }, 'is_admin', 'VALIDATION_FAILED'],
    ['malformed JSON', '{"name": "Ann", "email": ', null, 'MALFORMED_JSON'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, body, field, code) => {
    const [enquiries, outbox, emails] = await Promise.all([
      db.count('contact_enquiry'),
      db.outboxWrites(),
      db.count('email_log'),
    ]);
    const res = await http.post('/api/contact', typeof body === 'string' ? body : JSON.stringify(body), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code });
    expect(typeof res.body.message).toBe('string');
    if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db.count('contact_enquiry')).toBe(enquiries);
    expect(await db.outboxWrites()).toBe(outbox);
    expect(await db.count('email_log')).toBe(emails);
  });
});
