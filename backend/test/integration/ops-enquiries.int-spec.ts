import { Queue, Worker } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Env } from '../../src/config/env.js';
import { FailedJobCounter } from '../../src/modules/ops-home/failed-job-counter.js';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { signedIn } from '../support/ops-client.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { parseMail } from '../support/mime.js';
import {
  freePort,
  startApi,
  startWorker,
  waitFor,
  type RunningApi,
  type RunningProcess,
} from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const CONSULTATION = 'Free 15-Minute Consultation Request';
const HOUR = 3600 * 1000;

interface EnquiryFixture {
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
  message?: string;
  status?: 'new' | 'in-progress' | 'handled';
  /** Hours before now. */
  ageHours?: number;
}

/** Writes an enquiry straight into the table, as the contact form would have; answers its id. */
async function insertEnquiry(db: TestDatabase, fixture: EnquiryFixture = {}): Promise<string> {
  const id = randomUUID();
  const status = fixture.status ?? 'new';
  const createdAt = new Date(Date.now() - (fixture.ageHours ?? 1) * HOUR);
  await db.query(
    `insert into contact_enquiry (id, name, email, phone, subject, message, created_at, status, handled_by, handled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      fixture.name ?? 'Sarah Jones',
      fixture.email ?? 'sarah.jones@example.com',
      fixture.phone ?? null,
      fixture.subject ?? 'pricing',
      fixture.message ?? 'How much is a home visit?',
      createdAt,
      status,
      status === 'handled' ? 'Priya Shah' : null,
      status === 'handled' ? createdAt : null,
    ],
  );
  return id;
}

/** Fails one job in a queue of the given prefix, through a real BullMQ worker, and waits until it is failed. */
async function failOneJob(prefix: string, queueName: string): Promise<void> {
  const connection = { ...redisOptionsFromUrl(TEST_REDIS_URL), maxRetriesPerRequest: null };
  const queue = new Queue(queueName, { connection, prefix });
  const worker = new Worker(
    queueName,
    async () => {
      throw new Error('the test fails this job on purpose');
    },
    { connection, prefix },
  );
  try {
    const before = await queue.getFailedCount();
    await queue.add('test-job', { id: randomUUID() }, { attempts: 1 });
    await waitFor(`a failed job in ${queueName}`, async () => (await queue.getFailedCount()) > before);
  } finally {
    await worker.close();
    await queue.close();
  }
}

async function removeQueues(prefix: string, names: string[]): Promise<void> {
  const connection = redisOptionsFromUrl(TEST_REDIS_URL);
  for (const name of names) {
    const queue = new Queue(name, { connection, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

describe('ops enquiries and home figures: without a session', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  let enquiryId: string;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate contact_enquiry, contact_enquiry_entry');
    enquiryId = await insertEnquiry(db, { phone: '07911 123456' });
    api = await startApi(testEnv());
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  it.each([
    ['GET', '/api/ops/enquiries'],
    ['GET', '/api/ops/enquiries?sort=["created_at","DESC"]&range=[0,24]&filter={}'],
    ['GET', '/api/ops/enquiries/:id'],
    ['GET', '/api/ops/home'],
  ])('%s %s answers 401 JSON', async (method, path) => {
    const res = await http.request(method, path.replace(':id', enquiryId));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ status: 401, code: expect.any(String), message: expect.any(String) });
    // Nothing about the enquiry leaks into the refusal.
    expect(res.text).not.toContain('Sarah');
  });

  it('PUT answers 401 JSON and changes nothing', async () => {
    const before = await db.query('select * from contact_enquiry where id = $1', [enquiryId]);
    const res = await http.request('PUT', `/api/ops/enquiries/${enquiryId}`, { status: 'handled' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401 });
    expect(await db.query('select * from contact_enquiry where id = $1', [enquiryId])).toEqual(before);
    expect(before[0]).toMatchObject({ status: 'new', handled_by: null });
  });

  it.each(['POST', 'DELETE'])(
    'has no %s: enquiries come only from the contact form and are never deleted here',
    async (method) => {
      const path = method === 'POST' ? '/api/ops/enquiries' : `/api/ops/enquiries/${enquiryId}`;
      const res = await http.request(method, path, method === 'POST' ? { name: 'x' } : undefined);
      expect([401, 404, 405]).toContain(res.status);
      expect(res.body).toMatchObject({ status: res.status });
      expect(await db.count('contact_enquiry')).toBe(1);
    },
  );
});

describe('FailedJobCounter (the home page figure failed_jobs)', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const counter = (redisUrl: string) => new FailedJobCounter({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } as Env);

  afterAll(() => removeQueues(prefix, ['mail', 'matching']));

  it('adds up the failed jobs of every queue', async () => {
    const counting = counter(TEST_REDIS_URL);
    try {
      expect(await counting.count(5000)).toBe(0);
      await failOneJob(prefix, 'mail');
      await failOneJob(prefix, 'matching');
      expect(await counting.count(5000)).toBe(2);
    } finally {
      await counting.onModuleDestroy();
    }
  });

  it('answers null instead of waiting when Redis does not answer', async () => {
    const counting = counter(`redis://127.0.0.1:${await freePort()}`);
    try {
      expect(await counting.count()).toBeNull();
    } finally {
      await counting.onModuleDestroy();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

interface Session {
  accountId: number;
  displayName: string;
  headers: Record<string, string>;
}

/** An account from the factory, signed in through the API; the session as headers for the plain client. */
async function signIn(api: RunningApi, role: 'coordinator' | 'admin' | 'analyst'): Promise<Session> {
  const displayName = `Test ${role[0].toUpperCase()}${role.slice(1)}`;
  const account = await createOpsAccount(testDatabase(), { role, displayName });
  const client = await signedIn(api.url, account);
  return { accountId: account.id, displayName, headers: { cookie: client.cookie!, 'x-csrf-token': client.csrfToken! } };
}

describe('ops enquiries: signed in', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  let coordinator: Session;
  let analyst: Session;
  const ids: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = { A: '', B: '', C: '', D: '', E: '' };

  const get = (path: string, who: Session = coordinator) => http.get(path, who.headers);
  const put = (id: string, body: unknown, who: Session = coordinator) =>
    http.request('PUT', `/api/ops/enquiries/${id}`, body, who.headers);
  const list = (params: Record<string, unknown> = {}) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return get(`/api/ops/enquiries?${query}`);
  };
  const names = (res: { body: { name: string }[] }) => res.body.map((row) => row.name);
  const auditRows = (recordId: string, action: string) =>
    db.query<{ account_id: number; details: Record<string, unknown> | null }>(
      `select account_id, details from audit_log where resource = 'enquiries' and record_id = $1 and action = $2`,
      [recordId, action],
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate contact_enquiry, contact_enquiry_entry');
    // Newest first: A, B, C, D, E.
    ids.A = await insertEnquiry(db, {
      name: 'Sarah Jones',
      email: 'sarah@example.com',
      subject: 'pricing',
      ageHours: 1,
    });
    ids.B = await insertEnquiry(db, {
      name: 'Tom Patel',
      email: 'tom.patel@example.com',
      phone: '07911 123456',
      subject: CONSULTATION,
      status: 'in-progress',
      message: [
        "Parent's condition: Stroke recovery",
        'Preferred time: Weekend',
        'Additional information: Dad is hard of hearing.',
        'Please contact me to schedule the free 15-minute consultation.',
      ].join('\n'),
      ageHours: 2,
    });
    ids.C = await insertEnquiry(db, {
      name: 'Ann Smith',
      email: 'ann_smith@example.com',
      subject: 'services',
      status: 'handled',
      ageHours: 3,
    });
    ids.D = await insertEnquiry(db, { name: 'Bob Brown', email: 'bob@example.org', subject: 'other', ageHours: 4 });
    ids.E = await insertEnquiry(db, {
      name: 'Jo Evans',
      email: 'JONES.family@example.com',
      subject: 'finding-physio',
      ageHours: 5,
    });
    api = await startApi(testEnv());
    http = apiClient(api.url);
    [coordinator, analyst] = [await signIn(api, 'coordinator'), await signIn(api, 'analyst')];
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  describe('the list', () => {
    it('answers the newest first, with the total in Content-Range and no contact details or message', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('enquiries 0-4/5');
      expect(names(res)).toEqual(['Sarah Jones', 'Tom Patel', 'Ann Smith', 'Bob Brown', 'Jo Evans']);
      expect(res.body[1]).toEqual({
        id: ids.B,
        name: 'Tom Patel',
        subject: CONSULTATION,
        is_consultation: true,
        status: 'in-progress',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        handled_by: null,
        handled_at: null,
      });
      expect(res.body[2]).toMatchObject({
        status: 'handled',
        handled_by: 'Priya Shah',
        handled_at: expect.any(String),
      });
      expect(res.text).not.toMatch(/example\.(com|org)|07911|home visit|hard of hearing/);
    });

    it('answers the range asked for, and an empty page past the end with the total', async () => {
      const page = await list({ range: [1, 2] });
      expect(page.headers.get('content-range')).toBe('enquiries 1-2/5');
      expect(names(page)).toEqual(['Tom Patel', 'Ann Smith']);
      const past = await list({ range: [10, 19] });
      expect(past.status).toBe(200);
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe('enquiries */5');
    });

    it('sorts by status in working order and by subject as coordinators read it', async () => {
      const byStatus = await list({ sort: ['status', 'ASC'] });
      expect(byStatus.body.map((r: { status: string }) => r.status)).toEqual([
        'new',
        'new',
        'new',
        'in-progress',
        'handled',
      ]);
      const bySubject = await list({ sort: ['subject', 'ASC'] });
      // Finding a physiotherapist, Free 15-Minute…, Other, Our services, Pricing.
      expect(names(bySubject)).toEqual(['Jo Evans', 'Tom Patel', 'Bob Brown', 'Ann Smith', 'Sarah Jones']);
      const oldestFirst = await list({ sort: ['created_at', 'ASC'] });
      expect(names(oldestFirst)).toEqual(['Jo Evans', 'Bob Brown', 'Ann Smith', 'Tom Patel', 'Sarah Jones']);
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['one status', { status: 'new' }, ['Sarah Jones', 'Bob Brown', 'Jo Evans']],
      ['several statuses', { status: ['in-progress', 'handled'] }, ['Tom Patel', 'Ann Smith']],
      ['a subject', { subject: 'pricing' }, ['Sarah Jones']],
      ['the consultation subject', { subject: CONSULTATION }, ['Tom Patel']],
      ['consultation requests', { is_consultation: true }, ['Tom Patel']],
      ['other enquiries', { is_consultation: false }, ['Sarah Jones', 'Ann Smith', 'Bob Brown', 'Jo Evans']],
      ['words of a name, in any case, each the start of a word', { q: 'JON' }, ['Sarah Jones']],
      ['a whole email address, in any case', { q: ' jones.FAMILY@example.com ' }, ['Jo Evans']],
      ['a phone number however it is written', { q: '+44 (0)7911-123-456' }, ['Tom Patel']],
      ['text that reads as no name, email or phone (nothing, and no error)', { q: '_ %' }, []],
      ['a search and a status together', { q: 'sarah jones', status: ['new'] }, ['Sarah Jones']],
      ['a cleared search', { q: '' }, ['Sarah Jones', 'Tom Patel', 'Ann Smith', 'Bob Brown', 'Jo Evans']],
    ])('filters by %s', async (_what, filter, expected) => {
      const res = await list({ filter });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected);
      expect(res.headers.get('content-range')).toBe(
        expected.length ? `enquiries 0-${expected.length - 1}/${expected.length}` : 'enquiries */0',
      );
    });

    it('audits a search by who searched, how the text was read and the ids shown, never the text', async () => {
      const before = await db.count('audit_log', "resource = 'enquiries' and action = 'search'");
      await list({ filter: { q: 'Sarah Jones' } });
      await list({ filter: { q: 'nobody.here@example.com' } });
      const rows = await db.query<{ details: Record<string, unknown> }>(
        `select details from audit_log where resource = 'enquiries' and action = 'search' order by id desc limit 2`,
      );
      expect(await db.count('audit_log', "resource = 'enquiries' and action = 'search'")).toBe(before + 2);
      expect(rows[1].details).toEqual({ searched_as: ['name'], total: 1, ids: [ids.A] });
      expect(rows[0].details).toEqual({ searched_as: ['email'], total: 0, ids: [] });
      expect(JSON.stringify(rows)).not.toMatch(/sarah|jones|nobody/i);
      // A list without a search shows no one's details: it is not a search to audit.
      await list({ filter: { status: 'new' } });
      expect(await db.count('audit_log', "resource = 'enquiries' and action = 'search'")).toBe(before + 2);
    });

    it('answers getMany (filter by ids, as react-admin sends them)', async () => {
      const res = await list({ filter: { id: [ids.C, ids.A.toUpperCase()] } });
      expect(names(res)).toEqual(['Sarah Jones', 'Ann Smith']);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a range that is not JSON', { range: '0-24' }, 'range'],
      ['a range ending before it starts', { range: [5, 1] }, 'range'],
      ['a sort by a field that cannot be sorted', { sort: ['email', 'ASC'] }, 'sort'],
      ['a sort in an unknown order', { sort: ['created_at', 'UP'] }, 'sort'],
      ['a filter that is not JSON', { filter: '{status:new}' }, 'filter'],
      ['an unknown filter', { filter: { phone: '07911' } }, 'filter.phone'],
      ['an unknown status', { filter: { status: 'closed' } }, 'filter.status'],
      ['an unknown subject', { filter: { subject: 'complaints' } }, 'filter.subject'],
      ['is_consultation as text', { filter: { is_consultation: 'yes' } }, 'filter.is_consultation'],
      ['ids that are not UUIDs', { filter: { id: ['1 or 1=1'] } }, 'filter.id'],
    ])('refuses %s with 400 naming the parameter', async (_what, params, parameter) => {
      const res = await list(params);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'OPS.INVALID_LIST_QUERY' });
      expect(res.body.errors[0].field).toBe(parameter);
    });

    it('is refused to an analyst', async () => {
      const res = await get('/api/ops/enquiries', analyst);
      expect(res.status).toBe(403);
    });
  });

  describe('one enquiry', () => {
    it('shows the contact details, the message and the preferred time, and records who viewed it', async () => {
      const res = await get(`/api/ops/enquiries/${ids.B}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids.B,
        name: 'Tom Patel',
        email: 'tom.patel@example.com',
        phone: '07911 123456',
        is_consultation: true,
        preferred_time: 'Weekend',
        history: [],
      });
      expect(res.body.message).toContain('Dad is hard of hearing.');
      const audit = await auditRows(ids.B, 'view');
      expect(audit).toHaveLength(1);
      expect(audit[0].account_id).toBe(coordinator.accountId);
    });

    it('has no preferred time for an enquiry that is not a consultation request', async () => {
      expect((await get(`/api/ops/enquiries/${ids.A}`)).body).toMatchObject({ preferred_time: null, phone: null });
    });

    it.each([randomUUID(), 'not-an-id', '1%20or%201=1'])('answers 404 JSON for %s, and records no view', async (id) => {
      const res = await get(`/api/ops/enquiries/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await db.count('audit_log', `action = 'view' and record_id = $1`, [id])).toBe(0);
    });
  });

  describe('updating', () => {
    it('marks an enquiry handled by the signed-in coordinator, and reopening clears it', async () => {
      const handled = await put(ids.D, { status: 'handled' });
      expect(handled.status).toBe(200);
      expect(handled.body).toMatchObject({
        id: ids.D,
        status: 'handled',
        handled_by: coordinator.displayName,
        handled_at: expect.any(String),
        email: 'bob@example.org',
      });
      const [row] = await db.query<{ status: string; handled_by: string; handled_at: Date; status_changed_at: Date }>(
        'select status, handled_by, handled_at, status_changed_at from contact_enquiry where id = $1',
        [ids.D],
      );
      expect(row).toMatchObject({ status: 'handled', handled_by: coordinator.displayName });
      expect(row.handled_at.toISOString()).toBe(handled.body.handled_at);
      expect(row.status_changed_at).toEqual(row.handled_at);

      const [audit] = await auditRows(ids.D, 'update');
      expect(audit).toMatchObject({
        account_id: coordinator.accountId,
        details: { changed: ['status'], status: 'handled' },
      });

      const reopened = await put(ids.D, { status: 'in-progress' });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toMatchObject({
        status: 'in-progress',
        handled_by: null,
        handled_at: null,
      });
      expect((await list({ filter: { id: [ids.D] } })).body[0]).toMatchObject({
        status: 'in-progress',
        handled_by: null,
      });
      expect(await auditRows(ids.D, 'update')).toHaveLength(2);
    });

    const id = () => ids.A;
    it.each<[string, unknown, string | null, string]>([
      ['no status', {}, 'status', 'VALIDATION_FAILED'],
      ['an unknown status', { status: 'closed' }, 'status', 'VALIDATION_FAILED'],
      ['a status that is not text', { status: 3 }, 'status', 'VALIDATION_FAILED'],
      // Notes are added to the history, never overwritten by an update.
      ['a note', { status: 'handled', note: 'Rang back' }, 'note', 'VALIDATION_FAILED'],
      ['an unknown field', { status: 'handled', handled_by: 'Mallory' }, 'handled_by', 'VALIDATION_FAILED'],
      ['the whole record sent back', { id: 'x', name: 'Sarah Jones', status: 'handled' }, 'id', 'VALIDATION_FAILED'],
      ['malformed JSON', '{"status": "handled", ', null, 'MALFORMED_JSON'],
    ])('refuses %s with 400 naming the field, and writes nothing', async (_what, body, field, code) => {
      const before = await db.query('select * from contact_enquiry where id = $1', [id()]);
      const res = await http.request('PUT', `/api/ops/enquiries/${id()}`, body, coordinator.headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code });
      if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await db.query('select * from contact_enquiry where id = $1', [id()])).toEqual(before);
      expect(await auditRows(id(), 'update')).toHaveLength(0);
    });

    it.each([randomUUID(), 'not-an-id'])('answers 404 for %s', async (missing) => {
      const res = await put(missing, { status: 'handled' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });

    it('is refused without the CSRF token, and to an analyst', async () => {
      const { 'x-csrf-token': _token, ...cookieOnly } = coordinator.headers;
      expect((await http.request('PUT', `/api/ops/enquiries/${ids.A}`, { status: 'handled' }, cookieOnly)).status).toBe(
        403,
      );
      expect((await put(ids.A, { status: 'handled' }, analyst)).status).toBe(403);
      expect(await db.query('select status from contact_enquiry where id = $1', [ids.A])).toEqual([{ status: 'new' }]);
      // Both refusals are audited with the account, the route (its template: no ids) and why.
      const refusals = await db.query<{ account_id: number; details: Record<string, string> }>(
        `select account_id, details from audit_log where action = 'access-refused' and account_id in ($1, $2)
         and details->>'route' = 'PUT /api/ops/enquiries/:id' order by id`,
        [coordinator.accountId, analyst.accountId],
      );
      expect(refusals).toEqual([
        {
          account_id: coordinator.accountId,
          details: { reason: 'csrf', route: 'PUT /api/ops/enquiries/:id', role: 'coordinator' },
        },
        {
          account_id: analyst.accountId,
          details: { reason: 'role', route: 'PUT /api/ops/enquiries/:id', role: 'analyst' },
        },
      ]);
    });

    it('audits a save that changes nothing as a view: its answer still shows the email, phone and message', async () => {
      const views = await auditRows(ids.A, 'view');
      const res = await put(ids.A, { status: 'new' });
      expect(res.status).toBe(200);
      expect(res.body.email).toEqual(expect.any(String));
      expect(await auditRows(ids.A, 'update')).toHaveLength(0);
      const after = await auditRows(ids.A, 'view');
      expect(after).toHaveLength(views.length + 1);
      expect(after[after.length - 1].account_id).toBe(coordinator.accountId);
    });
  });
});

describe('ops enquiries: the history of notes, and replies sent from the dashboard', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let http: ReturnType<typeof apiClient>;
  let priya: Session;
  let sam: Session;
  let enquiryId: string;
  const env = testEnv({ TEAM_INBOX: 'enquiries-team@example.com' });

  const post = (path: string, body: unknown, who: Session) =>
    http.request('POST', `/api/ops/enquiries/${enquiryId}/${path}`, body, who.headers);

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate contact_enquiry, contact_enquiry_entry');
    enquiryId = await insertEnquiry(db, { name: 'Margaret Jones', email: 'margaret.jones@example.com' });
    smtp = await startSmtpServer();
    const withSmtp = { ...env, ...smtp.env, MAIL_RETRY_DELAY_MS: '200' };
    [api, worker] = await Promise.all([startApi(withSmtp), startWorker(withSmtp)]);
    http = apiClient(api.url);
    [priya, sam] = [await signIn(api, 'coordinator'), await signIn(api, 'admin')];
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await db?.close();
  });

  it('keeps every note with its author and time; a later note never overwrites an earlier one', async () => {
    const first = await post('notes', { body: '  Rang back, no answer  ' }, priya);
    expect(first.status).toBe(200);
    const second = await post('notes', { body: 'Left a voicemail' }, sam);
    expect(second.status).toBe(200);
    expect(second.body.history).toEqual([
      {
        id: expect.any(Number),
        kind: 'note',
        author: priya.displayName,
        body: 'Rang back, no answer',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        kind: 'note',
        author: sam.displayName,
        body: 'Left a voicemail',
        created_at: expect.any(String),
      },
    ]);
    const audit = await db.query<{ account_id: number; details: Record<string, unknown> }>(
      `select account_id, details from audit_log where resource = 'enquiries' and record_id = $1 and action = 'add-note' order by id`,
      [enquiryId],
    );
    expect(audit.map((a) => a.account_id)).toEqual([priya.accountId, sam.accountId]);
    expect(JSON.stringify(audit)).not.toContain('voicemail');
  });

  it('emails a reply through the mail queue, from our address to the person, and records who sent it and when', async () => {
    const res = await post(
      'replies',
      { body: 'Hello Margaret,\n\nA first visit costs £70. Shall we book one?' },
      priya,
    );
    expect(res.status).toBe(200);
    const reply = res.body.history.find((e: { kind: string }) => e.kind === 'reply');
    expect(reply).toMatchObject({ author: priya.displayName, created_at: expect.any(String) });

    await waitFor('the reply to reach the SMTP server', async () =>
      smtp.received.some((m) => m.to.includes('margaret.jones@example.com')),
    );
    const mails = smtp.received.filter((m) => m.to.includes('margaret.jones@example.com')).map(parseMail);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.subject).toContain('Your message about');
    expect(mails[0].headers['reply-to']).toContain('enquiries-team@example.com');
    expect(mails[0].text).toContain('A first visit costs £70. Shall we book one?');
    expect(mails[0].text).toContain(priya.displayName);
    const [audit] = await db.query<{ account_id: number; details: Record<string, unknown> }>(
      `select account_id, details from audit_log where record_id = $1 and action = 'send-reply'`,
      [enquiryId],
    );
    expect(audit).toEqual({ account_id: priya.accountId, details: { entry_id: reply.id } });
  });

  it.each<[string, unknown, string]>([
    ['an empty note', { body: '   ' }, 'notes'],
    ['a note over 2,000 characters', { body: 'x'.repeat(2001) }, 'notes'],
    ['a reply over 5,000 characters', { body: 'x'.repeat(5001) }, 'replies'],
    ['a reply that is not text', { body: 42 }, 'replies'],
  ])('refuses %s with 400 naming the field, and adds nothing', async (_what, body, path) => {
    const before = await db.count('contact_enquiry_entry');
    const res = await post(path, body, priya);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('body');
    expect(await db.count('contact_enquiry_entry')).toBe(before);
  });

  it('answers 404 for an enquiry that does not exist, and refuses an analyst', async () => {
    const missing = await http.request(
      'POST',
      `/api/ops/enquiries/${randomUUID()}/replies`,
      { body: 'Hi' },
      priya.headers,
    );
    expect(missing.status).toBe(404);
    const analyst = await signIn(api, 'analyst');
    expect((await post('notes', { body: 'x' }, analyst)).status).toBe(403);
  });
});

describe('ops home figures: signed in', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: Session;
  let env: Record<string, string>;
  const HCPC = ['PH990001', 'PH990002', 'PH990003', 'PH990004'];

  const figures = async (who: Session = coordinator) => {
    const res = await apiClient(api.url).get('/api/ops/home', who.headers);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** A finder request made `minutesAgo` minutes ago. */
  const request = (status: string, urgency: string, minutesAgo: number) =>
    db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, status, created_at)
       values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', $2, $3, now() - make_interval(mins => $4))`,
      [randomUUID(), urgency, status, minutesAgo],
    );

  /** An active or inactive physiotherapist whose checks were made the given SQL dates. */
  const physiotherapist = (hcpcNumber: string, active: boolean, hcpcCheckedOn: string, dbsCheckedOn: string) =>
    db.query(
      `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
         base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
         accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
       values ('Fixture Physio', $1, ${hcpcCheckedOn}, 'enhanced', ${dbsCheckedOn}, '{falls-prevention}', 'SS9', 10,
         '{Leigh-on-Sea}', '{BSc}', 'A fixture.', 5, 5, true, '{English}', 50, 70, 'fixture@example.com', $2)`,
      [hcpcNumber, active],
    );
  const ukToday = `(now() at time zone 'Europe/London')::date`;
  const monthsAgo = (months: number) => `(${ukToday} - interval '${months} months')::date`;

  beforeAll(async () => {
    db = testDatabase();
    await db.query(
      'truncate finder_request, finder_request_note, referral_offer, outbox_message, contact_enquiry, contact_enquiry_entry',
    );
    await db.query('delete from physiotherapist where hcpc_number = any($1)', [HCPC]);
    env = testEnv();
    api = await startApi(env);
    coordinator = await signIn(api, 'coordinator');
  });

  afterAll(async () => {
    await api?.stop();
    await db.query('delete from physiotherapist where hcpc_number = any($1)', [HCPC]);
    await removeQueues(env.QUEUE_PREFIX, ['demand']);
    await db?.close();
  });

  it('counts what needs a person today, by the definitions coordinators were given', async () => {
    const before = await figures();
    expect(before).toMatchObject({
      requests_needing_attention: 0,
      requests_overdue: 0,
      urgent_requests_waiting: 0,
      open_enquiries: 0,
      failed_jobs: 0,
    });

    await request('unmatched', 'soon', 60); // needs attention
    await request('unmatched', 'urgent', 30 * 60); // needs attention, overdue, urgent
    await request('pending', 'flexible', 10); // still pending after 5 minutes: needs attention
    await request('pending', 'soon', 25 * 60); // needs attention, overdue
    await request('pending', 'urgent', 1); // matching still has time
    await request('matched', 'urgent', 48 * 60); // matched: nothing to do
    await insertEnquiry(db, { status: 'new' });
    await insertEnquiry(db, { status: 'in-progress' });
    await insertEnquiry(db, { status: 'handled' });
    await physiotherapist(HCPC[0], true, monthsAgo(13), monthsAgo(1)); // HCPC overdue
    await physiotherapist(HCPC[1], true, monthsAgo(1), monthsAgo(37)); // DBS overdue
    await physiotherapist(HCPC[2], false, monthsAgo(24), monthsAgo(48)); // inactive: not counted
    await physiotherapist(HCPC[3], true, monthsAgo(12), monthsAgo(36)); // exactly 12 and 36 months: not yet overdue
    await failOneJob(env.QUEUE_PREFIX, 'demand');

    expect(await figures()).toEqual({
      requests_needing_attention: 3 + 1,
      requests_overdue: 2,
      urgent_requests_waiting: 1,
      // Unmatched without offers, pending too long: late, but no promise of an offer broken.
      promises_at_risk: 0,
      open_enquiries: 2,
      hcpc_checks_overdue: before.hcpc_checks_overdue + 1,
      dbs_checks_overdue: before.dbs_checks_overdue + 1,
      failed_jobs: 1,
      // Nothing waits in the outbox and no worker has opened an incident (see queue-health.int-spec.ts).
      background_work: null,
    });
  });
});
