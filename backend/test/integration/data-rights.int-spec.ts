import { Queue } from 'bullmq';
import { DATA_RIGHTS_KINDS, type DataRightsCounts, shortReference } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { QUEUES, JOBS } from '../../src/infra/queues/queues.js';
import { mailJobId, type MailJob } from '../../src/infra/mail/mail-job.js';
import { createOpsAccount, type TestOpsAccount } from '../factories/ops-account.factory.js';
import { signedIn, type OpsClient } from '../support/ops-client.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { parseMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

// The person whose data is requested. Each value appears nowhere else in the test database.
const NAME = 'Harriet Quennell';
const EMAIL = 'harriet.quennell@example.org';
const PHONE_DIGITS = '7912345678';
const CONSULTATION = 'Free 15-Minute Consultation Request';
// Someone else, whose records must survive the erasure untouched.
const OTHER_EMAIL = 'someone.else@example.org';

const DAY = '2026-11-20';
const VISITOR_KEY = 'hq-visitor-key-0000001';

interface Fixture {
  matchedRequest: string;
  phoneOnlyRequest: string;
  enquiry: string;
  consultation: string;
  waitlistEntry: string;
  otherEnquiry: string;
  physioId: number;
}

/** Writes the person's records straight into the tables, as the public forms, matching and coordinators would. */
async function insertPerson(db: TestDatabase): Promise<Fixture> {
  const [physio] = await db.query<{ id: number }>('select id from physiotherapist order by id limit 1');
  const f: Fixture = {
    matchedRequest: randomUUID(),
    phoneOnlyRequest: randomUUID(),
    enquiry: randomUUID(),
    consultation: randomUUID(),
    waitlistEntry: randomUUID(),
    otherEnquiry: randomUUID(),
    physioId: physio.id,
  };
  await db.query(
    `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone,
       additional_info, consent_given_at, status, matched_physiotherapist_id, matched_at, created_at)
     values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'soon', $2, $3, '+44 7912 345678',
       $4, now(), 'matched', $5, now(), now() - interval '2 days'),
            ($6, 'SS9 2BB', 'SS9', 'stroke-recovery', 'urgent', $2, null, '07912345678',
       null, now(), 'unmatched', null, null, now() - interval '1 day')`,
    [
      f.matchedRequest,
      NAME,
      ' Harriet.Quennell@Example.org',
      `${NAME}'s mother fell last week; call ${EMAIL} or 07912 345 678`,
      f.physioId,
      f.phoneOnlyRequest,
    ],
  );
  await db.query(
    `insert into finder_request_note (finder_request_id, author_account_id, author, body)
     values ($1, null, 'Priya Shah', $2)`,
    [f.matchedRequest, `Spoke to ${NAME} on 07912 345678: visits on Tuesdays`],
  );
  await db.query(
    `insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count)
     values ($1, date_trunc('week', now())::date, 1)
     on conflict (physiotherapist_id, week_start) do update set matched_count = physiotherapist_weekly_load.matched_count + 1`,
    [f.physioId],
  );
  await db.query(
    `insert into contact_enquiry (id, name, email, phone, subject, message, created_at)
     values ($1, $2, $3, '07912 345 678', 'pricing', $4, now() - interval '3 days'),
            ($5, $2, $6, '0044 7912 345678', $7, 'Preferred time: mornings', now() - interval '4 days'),
            ($8, 'Somebody Else', $9, '07911 123456', 'other', 'Nothing to do with the person', now())`,
    [
      f.enquiry,
      NAME,
      'HARRIET.QUENNELL@example.org',
      'How much is a visit?',
      f.consultation,
      EMAIL,
      CONSULTATION,
      f.otherEnquiry,
      OTHER_EMAIL,
    ],
  );
  await db.query(
    `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, visitor_key, created_at)
     values ($1, $2, 'Harriet.Quennell@example.org', $3, 'NR1 1AA', 'NR1', 'NR', 'neurological', $4, $5::date)`,
    [f.waitlistEntry, NAME, EMAIL, VISITOR_KEY, DAY],
  );
  // The demand roll-up of that join (and of an out-of-area search the same visitor made that day).
  await db.query(
    `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people)
     values ('NR1', 'neurological', $1, 'NR', 1, 1, 1)`,
    [DAY],
  );
  await db.query(
    `insert into demand_person (district, condition, day, person_key) values ('NR1', 'neurological', $1, $2)`,
    [DAY, VISITOR_KEY],
  );
  await db.query(
    `insert into expansion_event (district, area, condition, type, occurred_at, visitor_key)
     values ('NR1', 'NR', 'neurological', 'out_of_area_search', $1::date, $2)`,
    [DAY, VISITOR_KEY],
  );
  await db.query(`insert into demand_event_applied (event_key) values ($1)`, [`waitlist:${f.waitlistEntry}`]);
  await db.query(
    `insert into email_log (idempotency_key, template, recipient_role, subject_id, status, attempts, created_at, sent_at)
     values ($1, 'finder-matched-family', 'family', $2, 'sent', 1, now(), now()),
            ($3, 'contact-received', 'team', $4, 'sent', 1, now(), now())`,
    [
      `finder-matched-family/family/${f.matchedRequest}`,
      f.matchedRequest,
      `contact-received/team/${f.enquiry}`,
      f.enquiry,
    ],
  );
  // An acknowledgement still waiting in the outbox: it must never be sent once the enquiry is erased.
  await db.query(
    `insert into outbox_message (topic, aggregate_id, payload)
     values ('mail.requested', $1, '{"template":"contact-acknowledgement","recipientRole":"sender"}')`,
    [f.enquiry],
  );
  return f;
}

/**
 * Every text, array and JSON column of every table, searched for the person's email, name and phone number (digits
 * only, so every spelling is caught). A table added later is scanned too.
 */
async function tracesOfPerson(db: TestDatabase, extra: string[] = []): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = `"${column_name}"::text`;
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}"
       where ${column} ilike $1 or ${column} ilike $2 or regexp_replace(${column}, '[^0-9]', '', 'g') like $3
          or ${column} ilike any($4::text[])`,
      [`%${EMAIL}%`, `%${NAME.split(' ')[1]}%`, `%${PHONE_DIGITS}%`, extra.map((value) => `%${value}%`)],
    );
    if (row.n > 0) found.push(`${table_name}.${column_name} (${row.n})`);
  }
  return found;
}

const zeroCounts = (): DataRightsCounts =>
  Object.fromEntries(DATA_RIGHTS_KINDS.map((kind) => [kind, 0])) as DataRightsCounts;

describe('data requests: find, export and erase what is held about a person', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let env: Record<string, string>;
  let admin: TestOpsAccount;
  let adminClient: OpsClient;
  let f: Fixture;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailQueue: Queue;
  let worker: RunningProcess | undefined;
  /** The audit log is append-only and outlives test runs: this suite reads only the entries after this id. */
  let auditFrom: string;

  beforeAll(async () => {
    db = testDatabase();
    [{ id: auditFrom }] = await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log');
    await db.resetTransactionalData();
    await db.query(
      'truncate contact_enquiry, contact_enquiry_entry, waitlist_entry, email_log, demand_daily, demand_person, expansion_event, demand_event_applied',
    );
    f = await insertPerson(db);
    smtp = await startSmtpServer();
    env = testEnv({ ...smtp.env, MAIL_RETRY_DELAY_MS: '200', TEAM_INBOX: 'team@homephysiofinder.test' });
    mailQueue = new Queue(QUEUES.mail, { connection: { url: TEST_REDIS_URL }, prefix: env.QUEUE_PREFIX });
    api = await startApi(env);
    admin = await createOpsAccount(db, { role: 'admin' });
    adminClient = await signedIn(api.url, admin);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await mailQueue?.obliterate({ force: true }).catch(() => undefined);
    await mailQueue?.close();
    await smtp?.stop();
    await db?.close();
  });

  describe('who may', () => {
    it.each(['coordinator', 'analyst'] as const)(
      'refuses a %s with 403 on every call, and writes nothing',
      async (role) => {
        const client = await signedIn(api.url, await createOpsAccount(db, { role }));
        const auditBefore = await db.count('audit_log', "resource = 'data-rights'");
        for (const path of ['search', 'export', 'erase']) {
          const res = await client.post(`/api/ops/data-rights/${path}`, {
            identifier: EMAIL,
            expected_counts: zeroCounts(),
            reference: 'DSR-1',
          });
          expect(res.status).toBe(403);
          expect(res.body.code).toBe('AUTH.FORBIDDEN');
          expect(JSON.stringify(res.body)).not.toContain('Quennell');
        }
        expect(await db.count('contact_enquiry', 'id = $1', [f.enquiry])).toBe(1);
        expect(await db.count('audit_log', "resource = 'data-rights'")).toBe(auditBefore);
      },
    );

    it('refuses someone signed out with 401', async () => {
      const res = await fetch(`${api.url}/api/ops/data-rights/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: EMAIL }),
      });
      expect(res.status).toBe(401);
    });
  });

  describe('search', () => {
    it.each([EMAIL, ' HARRIET.Quennell@EXAMPLE.org  '])('finds every record for the email %j', async (identifier) => {
      const res = await adminClient.post('/api/ops/data-rights/search', { identifier });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ identifier_type: 'email', normalised: EMAIL });
      const counts = Object.fromEntries(res.body.groups.map((g: { kind: string; count: number }) => [g.kind, g.count]));
      expect(counts).toEqual({
        'finder-requests': 1, // the phone-only request carries no email
        'request-notes': 1,
        'contact-enquiries': 1,
        'consultation-requests': 1,
        'waitlist-entries': 1,
        emails: 2,
      });
      expect(res.body.total).toBe(7);
      const request = res.body.groups[0].items[0];
      expect(request).toMatchObject({ id: f.matchedRequest, name: NAME, place: 'SS9 1AA' });
      expect(request.contact).toContain('Harriet.Quennell@Example.org');
      // Enough to confirm the person, no free text: the request's "what you told us" and the note are not shown.
      expect(JSON.stringify(res.body)).not.toContain('mother fell');
      expect(JSON.stringify(res.body)).not.toContain('Tuesdays');
      expect(JSON.stringify(res.body)).not.toContain(OTHER_EMAIL);
    });

    it.each(['07912 345678', '+44 7912 345678', '+447912345678', '0044 (0)7912-345-678', '(07912) 345 678'])(
      'finds the records holding the phone number written as %j',
      async (identifier) => {
        const res = await adminClient.post('/api/ops/data-rights/search', { identifier });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ identifier_type: 'phone', normalised: `0${PHONE_DIGITS}` });
        const counts = Object.fromEntries(
          res.body.groups.map((g: { kind: string; count: number }) => [g.kind, g.count]),
        );
        expect(counts).toEqual({
          'finder-requests': 2,
          'request-notes': 1,
          'contact-enquiries': 1,
          'consultation-requests': 1,
          'waitlist-entries': 0, // the waitlist takes no phone number
          emails: 2,
        });
      },
    );

    it.each([
      [{ identifier: 'Harriet Quennell' }, 'identifier', 'isEmailOrUkPhone'],
      [{ identifier: '+1 202 555 0143' }, 'identifier', 'isEmailOrUkPhone'],
      [{ identifier: '' }, 'identifier', 'isDefined'],
      [{ identifier: 42 }, 'identifier', 'isString'],
      [{}, 'identifier', 'isDefined'],
      [{ identifier: EMAIL, extra: 1 }, 'extra', expect.any(String)],
    ])('answers 400 for %j, naming %s', async (body, field, rule) => {
      const auditBefore = await db.count('audit_log', "resource = 'data-rights'");
      const res = await adminClient.post('/api/ops/data-rights/search', body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field, rule });
      expect(await db.count('audit_log', "resource = 'data-rights'")).toBe(auditBefore);
    });

    it('records each search in the audit log with a keyed hash of the identifier, the same for every spelling', async () => {
      const before = await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log');
      await adminClient.post('/api/ops/data-rights/search', { identifier: '07912 345678' });
      await adminClient.post('/api/ops/data-rights/search', { identifier: '+44 7912 345678' });
      const rows = await db.query<{ account_id: number; action: string; details: Record<string, unknown> }>(
        `select account_id, action, details from audit_log where id > $1 and resource = 'data-rights' order by id`,
        [before[0].id],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ account_id: admin.id, action: 'search' });
      expect(rows[0].details).toMatchObject({ identifier_type: 'phone', counts: { 'finder-requests': 2 } });
      expect(rows[0].details.identifier_hash).toEqual(expect.any(String));
      expect(rows[1].details.identifier_hash).toBe(rows[0].details.identifier_hash);
      expect(JSON.stringify(rows)).not.toMatch(/7912|quennell/i);
    });
  });

  describe('export', () => {
    it('answers a JSON file with every record, readable field names, and when and why each was collected', async () => {
      const res = await adminClient.post('/api/ops/data-rights/export', { identifier: EMAIL });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const file = res.body;
      expect(file['Records found for']).toBe(`the email address ${EMAIL}`);
      const sections = Object.fromEntries(
        file.Sections.map((s: Record<string, unknown>) => [s['What this is'], s]),
      ) as Record<string, Record<string, any>>;
      const requests = sections['Finder requests'];
      expect(requests['Why we hold it']).toMatch(/find a home physiotherapist/);
      expect(requests['How long we keep it']).toBe('3 years from the request, then deleted.');
      expect(requests.Records[0]).toMatchObject({
        'Request reference': shortReference(f.matchedRequest),
        'Your name': NAME,
        'Your phone': '+44 7912 345678',
        'Postcode where care is needed': 'SS9 1AA',
        Condition: 'Falls Prevention',
        'What you told us': expect.stringContaining('mother fell'),
      });
      expect(new Date(requests.Records[0]['Collected on']).getTime()).toBeLessThan(Date.now());
      expect(sections['Coordinator notes on those requests'].Records[0].Note).toContain('Tuesdays');
      expect(sections['Consultation requests'].Records[0]).toMatchObject({
        'Your message': 'Preferred time: mornings',
      });
      expect(sections['Waitlist entries'].Records[0]).toMatchObject({ 'Postcode district': 'NR1', 'Your name': NAME });
      expect(sections['Emails sent about these records']['Number of records']).toBe(2);
      expect(JSON.stringify(file)).not.toContain(OTHER_EMAIL);
      // Visitor keys are not about the person as they know it, and never leave.
      expect(JSON.stringify(file)).not.toContain(VISITOR_KEY);

      const [entry] = await db.query<{ details: Record<string, unknown> }>(
        `select details from audit_log where action = 'export' and resource = 'data-rights' order by id desc limit 1`,
      );
      expect(entry.details).toMatchObject({ identifier_type: 'email', counts: { 'waitlist-entries': 1 } });
    });
  });

  describe('erase', () => {
    let demandBefore: unknown[];
    let peopleBefore: unknown[];
    let loadBefore: unknown[];
    let confirmed: DataRightsCounts;

    beforeAll(async () => {
      demandBefore = await db.query('select * from demand_daily order by district, condition, day');
      peopleBefore = await db.query(
        'select district, day, count(distinct person_key)::int as people from demand_person group by district, day order by 1, 2',
      );
      loadBefore = await db.query('select * from physiotherapist_weekly_load order by 1, 2');
      // Mail jobs for the person's records already in the queue (handed over by the relay before the erasure).
      const jobs: MailJob[] = [
        { template: 'finder-matched-family', subjectId: f.matchedRequest, recipientRole: 'family' },
        { template: 'contact-acknowledgement', subjectId: f.consultation, recipientRole: 'sender' },
        { template: 'waitlist-joined', subjectId: f.waitlistEntry, recipientRole: 'joiner' },
        // Someone else's: proves the worker is up and sending while it skips the erased ones.
        { template: 'contact-acknowledgement', subjectId: f.otherEnquiry, recipientRole: 'sender' },
      ];
      await mailQueue.addBulk(jobs.map((data) => ({ name: JOBS.sendEmail, data, opts: { jobId: mailJobId(data) } })));
      const search = await adminClient.post('/api/ops/data-rights/search', { identifier: EMAIL });
      confirmed = Object.fromEntries(
        search.body.groups.map((g: { kind: string; count: number }) => [g.kind, g.count]),
      ) as DataRightsCounts;
    });

    it.each([
      [{ expected_counts: undefined }, 'expected_counts', 'isDefined'],
      [{ expected_counts: { emails: 1 } }, 'expected_counts', 'isCounts'],
      [{ expected_counts: 'all' }, 'expected_counts', 'isCounts'],
      [{ reference: '' }, 'reference', 'isDefined'],
      [{ reference: EMAIL }, 'reference', 'matches'],
      [{ reference: '07912 345678' }, 'reference', 'isNotPersonal'],
      [{ reference: 'x'.repeat(41) }, 'reference', 'maxLength'],
    ])('answers 400 for %j naming %s, and erases nothing', async (body, field, rule) => {
      const res = await adminClient.post('/api/ops/data-rights/erase', {
        identifier: EMAIL,
        expected_counts: confirmed,
        reference: 'DSR-2026-014',
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ field, rule }));
      expect(await db.count('waitlist_entry', 'id = $1', [f.waitlistEntry])).toBe(1);
    });

    it('refuses with 409 when the records changed since the confirmation, and changes nothing', async () => {
      const res = await adminClient.post('/api/ops/data-rights/erase', {
        identifier: EMAIL,
        expected_counts: { ...confirmed, 'contact-enquiries': confirmed['contact-enquiries'] - 1 },
        reference: 'DSR-2026-014',
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'DATA_RIGHTS.COUNTS_CHANGED', errors: [{ field: 'expected_counts' }] });
      expect(await db.count('contact_enquiry', 'id = $1', [f.enquiry])).toBe(1);
      expect(await db.count('audit_log', "action = 'erase' and id > $1", [auditFrom])).toBe(0);
    });

    it('erases by email and then by phone, leaving no trace of the person in any table', async () => {
      expect(await tracesOfPerson(db)).not.toEqual([]); // the scan does see the person before

      const byEmail = await adminClient.post('/api/ops/data-rights/erase', {
        identifier: EMAIL,
        expected_counts: confirmed,
        reference: 'DSR-2026-014',
      });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toEqual({
        erased: confirmed,
        queued_events_dropped: 1,
        demand_keys_replaced: 1,
      });
      // The request with only the phone number is still there: the admin searches that too.
      const phoneSearch = await adminClient.post('/api/ops/data-rights/search', { identifier: '07912 345678' });
      expect(phoneSearch.body.total).toBe(1);
      const byPhone = await adminClient.post('/api/ops/data-rights/erase', {
        identifier: '+44 7912 345678',
        expected_counts: { ...zeroCounts(), 'finder-requests': 1 },
        reference: 'DSR-2026-014',
      });
      expect(byPhone.status).toBe(200);

      const ids = [f.matchedRequest, f.phoneOnlyRequest, f.enquiry, f.consultation, f.waitlistEntry];
      // Nothing names or points at the person; the audit log may point at the records' ids (views before).
      expect(await tracesOfPerson(db, [VISITOR_KEY])).toEqual([]);
      const pointers = (await tracesOfPersonIds(db, ids)).filter((where) => !where.startsWith('audit_log.'));
      expect(pointers).toEqual([]);

      const after = await adminClient.post('/api/ops/data-rights/search', { identifier: EMAIL });
      expect(after.body.total).toBe(0);
      expect(await db.count('contact_enquiry', 'id = $1', [f.otherEnquiry])).toBe(1);
    });

    it('keeps the anonymous demand counts and the physiotherapist’s weekly load exactly', async () => {
      expect(await db.query('select * from demand_daily order by district, condition, day')).toEqual(demandBefore);
      expect(
        await db.query(
          'select district, day, count(distinct person_key)::int as people from demand_person group by district, day order by 1, 2',
        ),
      ).toEqual(peopleBefore);
      expect(await db.query('select * from physiotherapist_weekly_load order by 1, 2')).toEqual(loadBefore);
      // The out-of-area search and the joiner are still one visitor that day, under a key no one can link back.
      const [search] = await db.query<{ visitor_key: string }>('select visitor_key from expansion_event');
      expect(await db.count('demand_person', 'person_key = $1', [search.visitor_key])).toBe(1);
    });

    it('audits each erasure with the counts and the reference, never the erased details', async () => {
      const rows = await db.query<{ account_id: number; details: Record<string, unknown> }>(
        `select account_id, details from audit_log where action = 'erase' and resource = 'data-rights' and id > $1 order by id`,
        [auditFrom],
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        account_id: admin.id,
        details: {
          identifier_type: 'email',
          reference: 'DSR-2026-014',
          counts: confirmed,
          queued_events_dropped: 1,
          demand_keys_replaced: 1,
        },
      });
      expect(rows[1].details).toMatchObject({ identifier_type: 'phone', counts: { 'finder-requests': 1 } });
    });

    it('sends none of the queued emails for the erased records, and the worker keeps sending the others', async () => {
      worker = await startWorker(env);
      await waitFor('the other person’s acknowledgement', async () =>
        smtp.received.map(parseMail).some((m) => m.to.includes(OTHER_EMAIL)) ? true : undefined,
      );
      await waitFor('every queued mail job to finish', async () => {
        const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
        return counts.waiting + counts.active + counts.delayed === 0 && counts.completed >= 4 ? counts : undefined;
      });
      expect(await mailQueue.getFailedCount()).toBe(0);
      const sent = smtp.received.map(parseMail);
      expect(sent.map((m) => `${m.subject} ${m.text} ${m.html}`).join('\n')).not.toMatch(/quennell/i);
      expect(sent.flatMap((m) => m.to)).toEqual([OTHER_EMAIL]);
      expect(worker.child.exitCode).toBeNull();
    });
  });
});

/** Tables and columns that still hold one of the erased records' ids. */
async function tracesOfPersonIds(db: TestDatabase, ids: string[]): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'uuid', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike any($1::text[])`,
      [ids.map((id) => `%${id}%`)],
    );
    if (row.n > 0) found.push(`${table_name}.${column_name} (${row.n})`);
  }
  return found;
}
