import { randomUUID } from 'node:crypto';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * A family's browser loses the answer to a submission (a dropped connection) and sends it again with the same
 * Idempotency-Key: the retry must be answered as the first was, and nothing written twice. Real API, PostgreSQL
 * and Redis.
 */
describe('Idempotency-Key on the public POSTs', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  // Addresses of this run only: rows of earlier runs stay in the test database.
  const run = randomUUID().slice(0, 8);
  const address = (name: string) => `${name}-${run}@example.com`;

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(testEnv(GENEROUS_RATE_LIMITS));
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  const finder = (email: string) => ({
    postcode: 'SS9 1AA',
    condition: 'falls-prevention',
    urgency: 'soon',
    contact_name: 'Jane Retry',
    contact_email: email,
    consent: true,
  });

  it('a finder request sent twice with one key is written once, and both answers carry the same id', async () => {
    const key = randomUUID();
    const body = finder(address('retry-once'));
    const first = await http.post('/api/finder-requests', body, { 'idempotency-key': key });
    const retry = await http.post('/api/finder-requests', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await db.count('finder_request', 'contact_email = $1', [address('retry-once')])).toBe(1);
    expect(await db.count('outbox_message', 'aggregate_id = $1', [first.body.id])).toBeGreaterThan(0);
    const events = await db.count('outbox_message', 'aggregate_id = $1', [first.body.id]);
    await http.post('/api/finder-requests', body, { 'idempotency-key': key });
    expect(await db.count('outbox_message', 'aggregate_id = $1', [first.body.id])).toBe(events);

    // Without a key, or with another key, each submission is a new request, as before.
    const other = await http.post('/api/finder-requests', body, { 'idempotency-key': randomUUID() });
    const keyless = await http.post('/api/finder-requests', body);
    expect(new Set([first.body.id, other.body.id, keyless.body.id]).size).toBe(3);
    expect(await db.count('finder_request', 'contact_email = $1', [address('retry-once')])).toBe(3);
  });

  it('the same key with a different body is 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
    const key = `submission-${randomUUID()}`;
    await http.post('/api/finder-requests', finder(address('reused-a')), { 'idempotency-key': key });
    const reused = await http.post('/api/finder-requests', finder(address('reused-b')), { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await db.count('finder_request', 'contact_email = $1', [address('reused-b')])).toBe(0);
    // A key is per route: the same key on the contact form is a different submission.
    const contact = await http.post(
      '/api/contact',
      { name: 'Jane', email: address('reused-c'), subject: 'pricing', message: 'How much?' },
      { 'idempotency-key': key },
    );
    expect(contact.status).toBe(201);
  });

  it('concurrent duplicates: one request is written; each answer is the first one or a 409 to retry', async () => {
    const key = randomUUID();
    const body = finder(address('concurrent'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => http.post('/api/finder-requests', body, { 'idempotency-key': key })),
    );
    expect(await db.count('finder_request', 'contact_email = $1', [address('concurrent')])).toBe(1);
    const [written] = await db.query<{ id: string }>('select id from finder_request where contact_email = $1', [
      address('concurrent'),
    ]);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
      else expect(answer).toMatchObject({ status: 201, body: { id: written.id, status: 'pending' } });
    }
  });

  it('a failed first attempt is not replayed: after a 422 out of area, the same key runs again', async () => {
    const key = randomUUID();
    const outside = { ...finder(address('outside')), postcode: 'ZE1 0AA' };
    const first = await http.post('/api/finder-requests', outside, { 'idempotency-key': key });
    expect(first.body).toMatchObject({ code: 'OUT_OF_AREA' });
    const again = await http.post('/api/finder-requests', outside, { 'idempotency-key': key });
    expect(again.body).toMatchObject({ code: 'OUT_OF_AREA' });
  });

  it('waitlist and contact: a retry writes nothing and answers the same', async () => {
    const key = randomUUID();
    const join = { name: 'Retry', email: address('retry-wait'), postcode: 'TR9 9AA' };
    const first = await http.post('/api/waitlist', join, { 'idempotency-key': key });
    const outbox = await db.outboxWrites();
    const again = await http.post('/api/waitlist', join, { 'idempotency-key': key });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    // Without the key, the second join would write an already-on-the-list email request.
    expect(await db.outboxWrites()).toBe(outbox);

    const contactKey = randomUUID();
    const message = { name: 'Jane', email: address('retry-contact'), subject: 'pricing', message: 'How much?' };
    const sent = await http.post('/api/contact', message, { 'idempotency-key': contactKey });
    const resent = await http.post('/api/contact', message, { 'idempotency-key': contactKey });
    expect(resent.status).toBe(201);
    expect(resent.body).toEqual(sent.body);
    expect(await db.count('contact_enquiry', 'email = $1', [address('retry-contact')])).toBe(1);
  });

  it('refuses a key that is not a UUID or 16-128 safe characters, naming the header', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'spaces are not safe here']) {
      const res = await http.post('/api/finder-requests', finder(address('bad-key')), { 'idempotency-key': bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    }
    expect(await db.count('finder_request', 'contact_email = $1', [address('bad-key')])).toBe(0);
  });
});
