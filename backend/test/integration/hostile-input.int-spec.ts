import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { hostileCases, type EndpointShape, type HostileCase } from '../support/hostile-inputs.js';
import { startApi, type RunningApi } from '../support/processes.js';

const ENDPOINTS: Record<string, EndpointShape> = {
  '/api/finder-requests': {
    valid: {
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Jane Doe',
      contact_email: 'jane@example.com',
      contact_phone: '07123 456789',
      additional_info: 'Mum had a fall in March.',
      consent: true,
    },
    textFields: [
      'contact_name',
      'postcode',
      'condition',
      'urgency',
      'contact_email',
      'contact_phone',
      'additional_info',
    ],
    requiredFields: ['postcode', 'condition', 'urgency'],
  },
  '/api/waitlist': {
    valid: { name: 'Sarah Jones', email: 'sarah@example.com', postcode: 'CB1 2AB', condition: 'neurological' },
    textFields: ['name', 'email', 'postcode', 'condition'],
    requiredFields: ['name', 'email', 'postcode'],
  },
  '/api/contact': {
    valid: {
      name: 'Sarah Jones',
      email: 'sarah@example.com',
      phone: '07911 123456',
      subject: 'pricing',
      message: 'How much is a visit?',
    },
    textFields: ['name', 'email', 'phone', 'subject', 'message'],
    requiredFields: ['name', 'email', 'subject', 'message'],
  },
  '/api/expansion-tracking': {
    valid: {
      postcode: 'EH1 1AA',
      condition: 'neurological',
      timestamp: new Date().toISOString(),
      type: 'out_of_area_search',
    },
    textFields: ['postcode', 'condition', 'timestamp', 'type'],
    requiredFields: ['postcode', 'timestamp', 'type'],
  },
  '/api/analytics/page-view': {
    valid: { path: '/finder', referrer_host: 'www.google.com' },
    textFields: ['path', 'referrer_host'],
    requiredFields: ['path'],
  },
};

/** Everything the public endpoints write, in one row: a refused request must change none of it. */
const WRITES = `select
  (select count(*) from finder_request)::int as finder_requests,
  (select count(*) from outbox_message)::int as outbox_messages,
  (select count(*) from waitlist_entry)::int as waitlist_entries,
  (select count(*) from contact_enquiry)::int as contact_enquiries,
  (select count(*) from expansion_event)::int as expansion_events,
  (select coalesce(sum(views), 0)::int from page_view_daily) as page_views`;

/**
 * Hostile input at every public POST endpoint, through the compiled API: each case gets a 4xx with a JSON
 * body that names the field where there is one, never a 5xx, and nothing is written.
 */
describe('hostile input', () => {
  let db: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(testEnv({ ...GENEROUS_RATE_LIMITS, TRACKING_RATE_LIMIT_PER_MINUTE: '100000' }));
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  async function send(path: string, method: string, hostile: Pick<HostileCase, 'body' | 'contentType'>) {
    const headers: Record<string, string> = {};
    const contentType = hostile.contentType === undefined ? 'application/json' : hostile.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    const body: Uint8Array<ArrayBuffer> | string | undefined = Buffer.isBuffer(hostile.body)
      ? Uint8Array.from(hostile.body)
      : typeof hostile.body === 'string' || hostile.body === undefined
        ? hostile.body
        : JSON.stringify(hostile.body);
    const res = await fetch(`${api.url}${path}`, { method, headers, body });
    const text = await res.text();
    return { res, text };
  }

  describe.each(Object.entries(ENDPOINTS))('POST %s', (path, shape) => {
    const cases = hostileCases(shape);

    it('has at least 30 cases, and accepts its valid body (so each case fails for its own reason)', async () => {
      expect(cases.length).toBeGreaterThanOrEqual(30);
      const { res, text } = await send(path, 'POST', { body: shape.valid });
      expect([200, 201, 202, 204]).toContain(res.status);
      expect(text.length).toBeLessThan(2000);
    });

    it.each(cases.map((c) => [c.what, c] as const))('%s', async (_what, hostile) => {
      const before = await db.query(WRITES);
      const { res, text } = await send(path, 'POST', hostile);
      expect(res.status).toBe(hostile.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = JSON.parse(text) as Record<string, unknown> & { errors?: { field: string; rule: string }[] };
      expect(body).toMatchObject({ status: hostile.status, code: hostile.code, message: expect.any(String) });
      if (hostile.field) {
        expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: hostile.field })]));
      }
      if (hostile.rule) {
        expect(body.errors ?? []).toEqual(expect.arrayContaining([expect.objectContaining({ rule: hostile.rule })]));
      }
      hostile.check?.(body);
      // Small answers: no echo of a huge body, no list of thousands of errors.
      expect(text.length).toBeLessThan(4000);
      expect(await db.query(WRITES)).toEqual(before);
    });
  });

  describe('query strings and path parameters', () => {
    it.each([
      ['NUL in a query parameter', '/api/coverage/check?postcode=SS9%001AA', 'postcode', 'noControlCharacters'],
      ['NUL in a token', '/api/waitlist/unsubscribe?token=%00.abc', 'token', 'noControlCharacters'],
      ['NUL in a path parameter', '/api/finder-requests/%00', 'id', 'noControlCharacters'],
      ['a bell in a path parameter', '/api/finder-requests/a%07b', 'id', 'noControlCharacters'],
    ])('%s', async (_what, url, field, rule) => {
      const { res, text } = await send(url, 'GET', { body: undefined, contentType: null });
      expect(res.status).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ status: 400, errors: [{ field, rule }] });
    });

    it.each([
      ['invalid percent-encoding in a path parameter', '/api/finder-requests/%ED%A0%80'],
      ['a truncated percent-escape', '/api/finder-requests/%E2%82'],
      ['invalid percent-encoding in the query', '/api/coverage/check?postcode=%ED%A0%80'],
    ])('%s gets a 4xx', async (_what, url) => {
      const { res, text } = await send(url, 'GET', { body: undefined, contentType: null });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.parse(text)).toMatchObject({ status: res.status });
    });
  });
});
