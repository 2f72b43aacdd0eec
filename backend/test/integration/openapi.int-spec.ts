import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { generate } from 'otplib';
import { deriveKey } from '../../src/config/derived-keys.js';
import { signUnsubscribeToken } from '../../src/modules/waitlist/unsubscribe-token.js';
import { signCheckInToken } from '../../src/modules/referrals/check-in-links.js';
import { signOfferToken } from '../../src/modules/referrals/referral-links.js';
import { signAvailabilityToken } from '../../src/modules/physiotherapists/availability/availability-links.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import {
  GENEROUS_RATE_LIMITS,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  TEST_RUNTIME_DATABASE_URL,
  testEnv,
} from '../support/env.js';
import { confirmationToken, confirmFinderRequest, decidedView } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import type {
  ContactEnquiryBody,
  ExpansionTrackingBody,
  JoinWaitlistBody,
  SubmitFinderRequestBody,
} from '@physio/api-contract';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { listQuery, OpsClient as BaseOpsClient } from '../support/ops-client.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import {
  OpenApiDocument,
  OPERATIONS_TABLE_END,
  OPERATIONS_TABLE_START,
  operationsTable,
  type Answer,
  type OperationKey,
} from '../support/openapi.js';
import { startSmtpServer } from '../support/smtp.js';
import {
  freePort,
  startApi,
  startWorker,
  waitFor,
  type RunningApi,
  type RunningProcess,
} from '../support/processes.js';
import { londonToday } from '../../src/modules/physiotherapists/physiotherapist-checks.js';

/** An ops client whose answers keep the JSON body that was sent, so a successful request is checked against its schema. */
class OpsClient extends BaseOpsClient {
  override async request(
    method: string,
    path: string,
    body?: unknown,
    options?: { csrf?: string | false; headers?: Record<string, string> },
  ) {
    return { ...(await super.request(method, path, body, options)), request: body };
  }
}

/**
 * GET /api/docs/openapi.json tells the whole truth: real answers of the running API and worker (real PostgreSQL and
 * Redis), good and bad, each checked against the document with ajv as a generated client would read it: its status
 * listed for the operation, its body valid against that status's schema, its required headers present. An answer the
 * document does not describe fails here; and every operation of the document must have been tried.
 */
describe('the OpenAPI document', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let doc: OpenApiDocument;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let queuePrefix = '';
  let client = 0;
  const TRACKING_LIMIT = 3;
  const FINDER_LIMIT = 4;

  /** A client of its own for each call (behind the trusted proxy), so that only the rate-limit tests meet a limit. */
  const http = (as = `203.0.113.${++client % 250}`) => {
    const base = apiClient(api.url);
    const withIp = (headers: Record<string, string> = {}) => ({ 'x-forwarded-for': as, ...headers });
    return {
      get: (path: string, headers?: Record<string, string>) => base.get(path, withIp(headers)),
      post: async (path: string, body?: unknown, headers?: Record<string, string>) => ({
        ...(await base.post(path, body, withIp(headers))),
        request: body,
      }),
      request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
        base.request(method, path, body, withIp(headers)),
    };
  };

  /** The answer must be one the document describes for the operation. */
  const expectDocumented = (operation: OperationKey, answer: Answer, status?: number) => {
    expect(doc.problems(operation, answer)).toEqual([]);
    if (status !== undefined) expect(answer.status).toBe(status);
  };

  // The good requests are the contract's body types: what the site sends must be what the document describes.
  const family = {
    postcode: 'SS9 1AA',
    condition: 'falls-prevention',
    urgency: 'soon',
    contact_name: 'Openapi Family',
    contact_email: 'openapi.family@example.com',
    consent: true,
  } satisfies SubmitFinderRequestBody;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    smtp = await startSmtpServer();
    // A refused address makes a failed mail job (5xx is not retried), for the Background work page's actions.
    smtp.rejectRecipients(/^refused-/);
    const env = testEnv({
      ...GENEROUS_RATE_LIMITS,
      ...smtp.env,
      TRUST_PROXY: '127.0.0.1',
      TRACKING_RATE_LIMIT_PER_MINUTE: String(TRACKING_LIMIT),
      FINDER_RATE_LIMIT_PER_HOUR: String(FINDER_LIMIT),
    });
    queuePrefix = env.QUEUE_PREFIX;
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    const res = await http().get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    doc = new OpenApiDocument(res.body);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    if (queuePrefix) {
      // The failed mail jobs made for the Background work page.
      const mail = new Queue('mail', { connection: redisOptionsFromUrl(TEST_REDIS_URL), prefix: queuePrefix });
      await mail.obliterate({ force: true });
      await mail.close();
    }
    await db?.resetTransactionalData();
    await db?.close();
  });

  describe('describes each operation completely', () => {
    it('is OpenAPI 3.1 and every operation describes a successful answer, with its JSON schema unless it has none', () => {
      expect(doc.doc.openapi).toBe('3.1.0');
      const incomplete = doc.operations().filter((operation) => {
        const [method, path] = operation.split(' ');
        const responses = doc.doc.paths[path][method.toLowerCase()].responses as Record<string, any>;
        const successes = Object.entries(responses).filter(([status]) => status.startsWith('2'));
        return (
          successes.length === 0 ||
          successes.some(([status, response]) => status !== '204' && !response.content) ||
          Object.entries(responses).some(([status, response]) => Number(status) >= 400 && !response.content)
        );
      });
      expect(incomplete).toEqual([]);
    });

    it('is the table of operations in docs/api.md (UPDATE_API_DOCS=1 rewrites it)', () => {
      const file = join(__dirname, '..', '..', '..', 'docs', 'api.md');
      const guide = readFileSync(file, 'utf8');
      const start = guide.indexOf(OPERATIONS_TABLE_START);
      const end = guide.indexOf(OPERATIONS_TABLE_END) + OPERATIONS_TABLE_END.length;
      expect(start).toBeGreaterThan(0);
      const table = operationsTable(doc.doc);
      if (process.env.UPDATE_API_DOCS === '1') {
        writeFileSync(file, guide.slice(0, start) + table + guide.slice(end));
      } else {
        expect(guide.slice(start, end)).toBe(table);
      }
    });
  });

  describe('the public API', () => {
    it('health', async () => {
      expectDocumented('GET /api/health/live', await http().get('/api/health/live'), 200);
      expectDocumented('GET /api/health/ready', await http().get('/api/health/ready'), 200);
      expectDocumented('GET /api/health', await http().get('/api/health'), 200);
      for (const path of ['/api/health/live', '/api/health/ready', '/api/health'] as const) {
        expectDocumented(`GET ${path}`, await http().get(`${path}?x=%00`), 400);
      }
    });

    it('coverage and site figures', async () => {
      expectDocumented('GET /api/coverage/check', await http().get('/api/coverage/check?postcode=SS9%201AA'), 200);
      expectDocumented('GET /api/coverage/check', await http().get('/api/coverage/check?postcode=KW1%204AA'), 200);
      expectDocumented('GET /api/coverage/check', await http().get('/api/coverage/check?postcode=nowhere'), 400);
      expectDocumented('GET /api/coverage/check', await http().get('/api/coverage/check'), 400);
      expectDocumented('GET /api/coverage/counties', await http().get('/api/coverage/counties'), 200);
      expectDocumented('GET /api/coverage/counties', await http().get('/api/coverage/counties?%01=1'), 400);
      const figures = await http().get('/api/site-figures');
      expectDocumented('GET /api/site-figures', figures, 200);
      expect(figures.body.physiotherapists).toBeGreaterThan(0);
      expectDocumented('GET /api/site-figures', await http().get('/api/site-figures?q=%00'), 400);
    });

    it('the finder: submission, result and confirmation', async () => {
      const op = 'POST /api/finder-requests';
      const submitted = await http().post('/api/finder-requests', family);
      expectDocumented(op, submitted, 201);
      expectDocumented(op, await http().post('/api/finder-requests', {}), 400);
      expectDocumented(op, await http().post('/api/finder-requests', { ...family, postcode: 'KW1 4AA' }), 422);
      expectDocumented(op, await http().post('/api/finder-requests', '{"postcode":', {}), 400);
      expectDocumented(
        op,
        await http().post('/api/finder-requests', 'postcode=SS9', { 'content-type': 'text/plain' }),
        415,
      );
      expectDocumented(
        op,
        await http().post('/api/finder-requests', { ...family, additional_info: 'x'.repeat(110_000) }),
        413,
      );
      const key = { 'idempotency-key': randomUUID() };
      expectDocumented(op, await http().post('/api/finder-requests', family, key), 201);
      expectDocumented(op, await http().post('/api/finder-requests', { ...family, urgency: 'urgent' }, key), 422);
      expectDocumented(op, await http().post('/api/finder-requests', family, { 'idempotency-key': 'short' }), 400);
      const one = http();
      const limited = [];
      for (let i = 0; i <= FINDER_LIMIT; i += 1) limited.push(await one.post('/api/finder-requests', family));
      for (const res of limited) expectDocumented(op, res);
      expect(limited.at(-1)!.status).toBe(429);

      const id: string = submitted.body.id;
      const result = 'GET /api/finder-requests/{id}';
      expectDocumented(result, await http().get(`/api/finder-requests/${id}`), 200);
      expectDocumented(result, await http().get(`/api/finder-requests/${randomUUID()}`), 404);
      expectDocumented(result, await http().get('/api/finder-requests/not-an-id'), 404);

      const token = confirmationToken(id);
      const page = 'GET /api/finder-requests/confirm';
      expectDocumented(page, await http().get(`/api/finder-requests/confirm?token=${encodeURIComponent(token)}`), 200);
      expectDocumented(
        page,
        await http().get(`/api/finder-requests/confirm?token=${encodeURIComponent(token)}`, { accept: 'text/html' }),
        303,
      );
      expectDocumented(page, await http().get('/api/finder-requests/confirm?token=forged'), 400);
      const confirm = 'POST /api/finder-requests/confirm';
      expectDocumented(confirm, await http().post('/api/finder-requests/confirm', { token }), 200);
      expectDocumented(confirm, await http().post('/api/finder-requests/confirm', { token }), 200);
      expectDocumented(confirm, await http().post('/api/finder-requests/confirm', { token: 'forged' }), 400);
      expectDocumented(confirm, await http().post('/api/finder-requests/confirm', '{', {}), 400);
      expectDocumented(
        confirm,
        await http().post('/api/finder-requests/confirm', 'x', { 'content-type': 'text/plain' }),
        415,
      );
      expectDocumented(
        confirm,
        await http().post('/api/finder-requests/confirm', { token: confirmationToken(randomUUID()) }),
        404,
      );
      const decided = await decidedView(http(), id);
      expect(['matched', 'unmatched']).toContain(decided.status);
      expectDocumented(result, await http().get(`/api/finder-requests/${id}`), 200);
    });

    it('the waitlist: joining and leaving', async () => {
      const join = 'POST /api/waitlist';
      const email = `openapi.${randomUUID()}@example.com`;
      const body = {
        name: 'Openapi Waiting',
        email,
        postcode: 'KW1 4AA',
        condition: 'neurological',
      } satisfies JoinWaitlistBody;
      expectDocumented(join, await http().post('/api/waitlist', body), 202);
      expectDocumented(join, await http().post('/api/waitlist', { ...body, email: 'not an email' }), 400);
      expectDocumented(join, await http().post('/api/waitlist', body, { 'content-type': 'text/plain' }), 415);
      const [{ id: entryId }] = await db.query<{ id: string }>('select id from waitlist_entry where email = $1', [
        email,
      ]);
      const token = encodeURIComponent(
        signUnsubscribeToken(deriveKey('development-only-link-signing-secret', 'waitlist-links'), entryId),
      );
      const link = 'GET /api/waitlist/unsubscribe';
      expectDocumented(link, await http().get(`/api/waitlist/unsubscribe?token=${token}`), 200);
      expectDocumented(
        link,
        await http().get(`/api/waitlist/unsubscribe?token=${token}`, { accept: 'text/html' }),
        200,
      );
      expectDocumented(link, await http().get('/api/waitlist/unsubscribe?token=forged'), 400);
      const leave = 'POST /api/waitlist/unsubscribe';
      expectDocumented(leave, await http().post(`/api/waitlist/unsubscribe?token=${token}`, {}), 200);
      expectDocumented(
        leave,
        await http().post('/api/waitlist/unsubscribe', { token: decodeURIComponent(token) }),
        200,
      );
      expectDocumented(leave, await http().post('/api/waitlist/unsubscribe', { token: 'forged' }), 400);
      expectDocumented(
        leave,
        await http().post('/api/waitlist/unsubscribe', 'token', { 'content-type': 'text/plain' }),
        415,
      );
    });

    it('contact, expansion tracking and page views', async () => {
      const contact = 'POST /api/contact';
      const enquiry = {
        name: 'Openapi Sender',
        email: 'openapi.sender@example.com',
        subject: 'other',
        message: 'Hello',
      } satisfies ContactEnquiryBody;
      expectDocumented(contact, await http().post('/api/contact', enquiry), 201);
      expectDocumented(contact, await http().post('/api/contact', { ...enquiry, subject: 'nope' }), 400);
      const tracking = 'POST /api/expansion-tracking';
      const search = {
        postcode: 'KW1 4AA',
        type: 'out_of_area_search',
        timestamp: new Date().toISOString(),
      } satisfies ExpansionTrackingBody;
      expectDocumented(tracking, await http().post('/api/expansion-tracking', search), 202);
      expectDocumented(tracking, await http().post('/api/expansion-tracking', { ...search, type: 'other' }), 400);
      const pageView = 'POST /api/analytics/page-view';
      expectDocumented(pageView, await http().post('/api/analytics/page-view', { path: '/faq' }), 204);
      expectDocumented(pageView, await http().post('/api/analytics/page-view', { path: 42 }), 400);
      const one = http();
      const answers = [];
      for (let i = 0; i <= TRACKING_LIMIT; i += 1) answers.push(await one.post('/api/expansion-tracking', search));
      for (const res of answers) expectDocumented(tracking, res);
      expect(answers.at(-1)!.status).toBe(429);
    });
  });

  describe('the referral links (physiotherapists and families)', () => {
    /** A matched request with an open offer, as matching leaves them; the links signed as the emails sign them. */
    async function openOffer(): Promise<{ offerId: string; token: string }> {
      const [physio] = await db.query<{ id: number }>(
        'select id from physiotherapist where active order by id limit 1',
      );
      const requestId = randomUUID();
      const offerId = randomUUID();
      await db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
                                     consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, matched_at)
         values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'soon', 'Openapi Family', 'openapi.offer@example.com',
                 now(), now(), 'matched', $2, now())`,
        [requestId, physio.id],
      );
      await db.query(
        `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, reply_by)
         values ($1, $2, $3, date_trunc('week', now())::date, now() + interval '1 hour')`,
        [offerId, requestId, physio.id],
      );
      const key = deriveKey('development-only-link-signing-secret', 'referral-links');
      return { offerId, token: signOfferToken(key, offerId, new Date(Date.now() + 3_600_000)) };
    }

    it('answer, accept, plan and decline an offer', async () => {
      const { offerId, token } = await openOffer();
      const respond = 'GET /api/referral-offers/respond';
      const link = `/api/referral-offers/respond?token=${encodeURIComponent(token)}`;
      expectDocumented(respond, await http().get(link), 200);
      expectDocumented(respond, await http().get(`${link}&answer=decline`, { accept: 'text/html' }), 200);
      expectDocumented(respond, await http().get('/api/referral-offers/respond?token=forged'), 400);

      const accept = 'POST /api/referral-offers/accept';
      expectDocumented(
        accept,
        await http().post('/api/referral-offers/accept', { token, first_visit_on: 'soon' }),
        400,
      );
      expectDocumented(accept, await http().post('/api/referral-offers/accept', { token }), 200);
      const plan = 'POST /api/referral-offers/plan';
      expectDocumented(
        plan,
        await http().post('/api/referral-offers/plan', { token, first_call_at: '2026-12-01T09:30' }),
        200,
      );
      expectDocumented(plan, await http().post('/api/referral-offers/plan', { token, first_call_at: 'later' }), 400);
      const decline = 'POST /api/referral-offers/decline';
      expectDocumented(decline, await http().post('/api/referral-offers/decline', { token, reason: 'too-far' }), 409);
      const other = await openOffer();
      expectDocumented(decline, await http().post('/api/referral-offers/decline', { token: other.token }), 400);
      expectDocumented(
        decline,
        await http().post('/api/referral-offers/decline', { token: other.token, reason: 'no-capacity' }),
        200,
      );
      expectDocumented(plan, await http().post('/api/referral-offers/plan', { token: other.token }), 409);

      // The family's check-in on the accepted offer, once asked.
      await db.query('update referral_offer set contact_check_at = now() where id = $1', [offerId]);
      const checkInToken = signCheckInToken(
        deriveKey('development-only-link-signing-secret', 'family-check-in'),
        offerId,
        'contact',
        new Date(),
      );
      const view = 'GET /api/referral-offers/check-in';
      const page = `/api/referral-offers/check-in?token=${encodeURIComponent(checkInToken)}`;
      expectDocumented(view, await http().get(page), 200);
      expectDocumented(view, await http().get(`${page}&answer=not-yet`, { accept: 'text/html' }), 200);
      expectDocumented(view, await http().get('/api/referral-offers/check-in?token=forged'), 400);
      const answer = 'POST /api/referral-offers/check-in';
      expectDocumented(
        answer,
        await http().post('/api/referral-offers/check-in', { token: checkInToken, answer: 'yes' }),
        200,
      );
      expectDocumented(
        answer,
        await http().post('/api/referral-offers/check-in', { token: checkInToken, answer: 'no' }),
        400,
      );
    });
  });

  describe("a physiotherapist's availability page", () => {
    it('view, update, and ask for a link', async () => {
      const [physio] = await db.query<{ id: number; contact_email: string }>(
        'select id, contact_email from physiotherapist where active order by id limit 1',
      );
      const key = deriveKey('development-only-link-signing-secret', 'physio-availability');
      const token = signAvailabilityToken(key, physio.id, new Date());
      const view = 'GET /api/physiotherapists/availability';
      const link = `/api/physiotherapists/availability?token=${encodeURIComponent(token)}`;
      expectDocumented(view, await http().get(link), 200);
      expectDocumented(view, await http().get(link, { accept: 'text/html' }), 200);
      expectDocumented(view, await http().get('/api/physiotherapists/availability?token=forged'), 400);
      const update = 'POST /api/physiotherapists/availability';
      const before = (await http().get(link)).body;
      const body = { token, weekly_capacity: before.weekly_capacity, travel_radius_miles: before.travel_radius_miles };
      expectDocumented(update, await http().post('/api/physiotherapists/availability', body), 200);
      expectDocumented(
        update,
        await http().post('/api/physiotherapists/availability', { ...body, weekly_capacity: -1 }),
        400,
      );
      const page = 'GET /api/physiotherapists/availability/link';
      expectDocumented(page, await http().get('/api/physiotherapists/availability/link'), 200);
      expectDocumented(page, await http().get('/api/physiotherapists/availability/link', { accept: 'text/html' }), 200);
      expectDocumented(page, await http().get('/api/physiotherapists/availability/link?x=%00'), 400);
      const ask = 'POST /api/physiotherapists/availability/link';
      expectDocumented(
        ask,
        await http().post('/api/physiotherapists/availability/link', { email: 'openapi.nobody@example.com' }),
        200,
      );
      expectDocumented(ask, await http().post('/api/physiotherapists/availability/link', { email: 'nope' }), 400);
    });
  });

  describe('the dashboard API (every ops resource)', () => {
    let admin: OpsClient;
    let coordinator: OpsClient;
    let analyst: OpsClient;
    const physioBody = (overrides: Record<string, unknown> = {}) => ({
      name: 'Openapi Physio',
      hcpc_number: `PH${String(100000 + Math.floor(Math.random() * 800000))}`,
      hcpc_checked_on: '2026-06-01',
      dbs_level: 'enhanced',
      dbs_checked_on: '2025-01-15',
      specialties: ['stroke-recovery'],
      base_district: 'SW19',
      travel_radius_miles: 8,
      areas: ['Wimbledon'],
      qualifications: ['BSc Physiotherapy'],
      bio: 'Home visits.',
      experience_years: 12,
      weekly_capacity: 4,
      accepts_urgent: true,
      languages: ['English'],
      session_price_min_gbp: 60,
      session_price_max_gbp: 80,
      profile_url: null,
      contact_email: 'openapi.physio@example.org',
      active: true,
      ...overrides,
    });

    beforeAll(async () => {
      const signedIn = async (role: 'admin' | 'coordinator' | 'analyst') => {
        const account = await createOpsAccount(db, { role });
        const client = new OpsClient(api.url);
        await client.signIn(account.username, account.password);
        return client;
      };
      [admin, coordinator, analyst] = [
        await signedIn('admin'),
        await signedIn('coordinator'),
        await signedIn('analyst'),
      ];
    });

    /** A list answer: documented, and a JSON array with its Content-Range. */
    const expectList = async (operation: OperationKey, answer: Answer) => {
      expectDocumented(operation, answer, 200);
      expect(Array.isArray(answer.body)).toBe(true);
      expect(answer.headers.get('content-range')).toMatch(/^\S+ \d+-\d+\/\d+$|^\S+ \*\/0$/);
    };

    it('sign-in, the session, password and second factor', async () => {
      const account = await createOpsAccount(db, { role: 'coordinator' });
      const person = new OpsClient(api.url, '198.51.100.77');
      expectDocumented('GET /api/ops/auth/session', await person.get('/api/ops/auth/session'), 401);
      const login = 'POST /api/ops/auth/login';
      expectDocumented(
        login,
        await person.post('/api/ops/auth/login', { username: account.username, password: 'wrong password' }),
        401,
      );
      expectDocumented(login, await person.post('/api/ops/auth/login', { username: account.username }), 400);
      const credentials = { username: account.username, password: account.password };
      expectDocumented(login, await person.post('/api/ops/auth/login', credentials), 200);
      expectDocumented(
        'POST /api/ops/auth/totp',
        await person.post('/api/ops/auth/totp', { challenge: 'x', code: '123456' }),
        401,
      );
      expectDocumented('POST /api/ops/auth/totp', await person.post('/api/ops/auth/totp', {}), 400);
      expectDocumented('GET /api/ops/auth/session', await person.get('/api/ops/auth/session'), 200);
      const password = 'POST /api/ops/auth/password';
      expectDocumented(
        password,
        await person.post('/api/ops/auth/password', {
          current_password: 'wrong one',
          new_password: 'a brand new long passphrase 7',
        }),
        400,
      );
      expectDocumented(
        password,
        await person.post(
          '/api/ops/auth/password',
          { current_password: account.password, new_password: 'a brand new long passphrase 7' },
          { csrf: false },
        ),
        403,
      );
      expectDocumented(
        password,
        await person.post('/api/ops/auth/password', {
          current_password: account.password,
          new_password: 'a brand new long passphrase 7',
        }),
        200,
      );
      const ownSessions = 'GET /api/ops/auth/sessions';
      const listed = await person.get(`/api/ops/auth/sessions${listQuery({})}`);
      await expectList(ownSessions, listed);
      expectDocumented(ownSessions, await person.get('/api/ops/auth/sessions?range=nonsense'), 400);
      const endSession = 'DELETE /api/ops/auth/sessions/{id}';
      const reauthenticate = 'POST /api/ops/auth/reauthenticate';
      expectDocumented(
        reauthenticate,
        await person.post('/api/ops/auth/reauthenticate', { current_password: 'wrong one' }),
        400,
      );
      expectDocumented(
        reauthenticate,
        await person.post('/api/ops/auth/reauthenticate', { current_password: 'a brand new long passphrase 7' }),
        200,
      );
      expectDocumented(endSession, await person.delete('/api/ops/auth/sessions/not-one-of-mine'), 404);
      const elsewhere = new OpsClient(api.url, '198.51.100.79');
      await elsewhere.signIn(account.username, 'a brand new long passphrase 7');
      const other = (await person.get(`/api/ops/auth/sessions${listQuery({})}`)).body.find(
        (row: { current: boolean }) => !row.current,
      );
      expectDocumented(endSession, await person.delete(`/api/ops/auth/sessions/${other.id}`), 200);
      const setup = 'POST /api/ops/auth/totp/setup';
      expectDocumented(setup, await person.post('/api/ops/auth/totp/setup', { current_password: 'wrong one' }), 400);
      expectDocumented(
        setup,
        await person.post('/api/ops/auth/totp/setup', { current_password: 'a brand new long passphrase 7' }),
        200,
      );
      expectDocumented(
        'POST /api/ops/auth/totp/enable',
        await person.post('/api/ops/auth/totp/enable', { setup_token: 'x', code: '000000' }),
        400,
      );
      const enrol = await person.post('/api/ops/auth/totp/setup', {
        current_password: 'a brand new long passphrase 7',
      });
      const code = await generate({ secret: enrol.body.totp_secret });
      expectDocumented(
        'POST /api/ops/auth/totp/enable',
        await person.post('/api/ops/auth/totp/enable', { setup_token: enrol.body.setup_token, code }),
        200,
      );
      const recovery = 'POST /api/ops/auth/recovery-codes';
      expectDocumented(recovery, await person.post('/api/ops/auth/recovery-codes', { current_password: 7 }), 400);
      expectDocumented(
        recovery,
        await person.post('/api/ops/auth/recovery-codes', { current_password: 'a brand new long passphrase 7' }),
        200,
      );
      const withTotp = await createOpsAccount(db, { role: 'coordinator', totp: true });
      const second = new OpsClient(api.url, '198.51.100.78');
      const challenged = await second.post('/api/ops/auth/login', {
        username: withTotp.username,
        password: withTotp.password,
      });
      expectDocumented(login, challenged, 200);
      const totpCode = await generate({ secret: withTotp.totpSecret! });
      expectDocumented(
        'POST /api/ops/auth/totp',
        await second.post('/api/ops/auth/totp', { challenge: challenged.body.challenge, code: totpCode }),
        200,
      );
      const guessed = await createOpsAccount(db, { role: 'coordinator' });
      const guesses = [];
      for (let i = 0; i < 6; i += 1) {
        guesses.push(await person.post('/api/ops/auth/login', { username: guessed.username, password: 'a guess' }));
      }
      for (const res of guesses) expectDocumented(login, res);
      expect(guesses.at(-1)!.status).toBe(429);
      expectDocumented('POST /api/ops/auth/logout', await person.post('/api/ops/auth/logout'), 204);
      expectDocumented('POST /api/ops/auth/logout', await person.post('/api/ops/auth/logout'), 401);
    });

    it('passkeys: register, list, sign in with one, remove', async () => {
      const account = await createOpsAccount(db, { role: 'coordinator' });
      const person = new OpsClient(api.url, '198.51.100.81');
      await person.signIn(account.username, account.password);
      // The API's dashboard origin: PUBLIC_BASE_URL's default, as OPS_ORIGIN is unset here.
      const authenticator = new SoftwareAuthenticator('http://localhost:3000');
      const start = 'POST /api/ops/auth/passkeys/options';
      expectDocumented(start, await person.post('/api/ops/auth/passkeys/options', { current_password: 'wrong' }), 400);
      const options = await person.post('/api/ops/auth/passkeys/options', { current_password: account.password });
      expectDocumented(start, options, 200);
      const add = 'POST /api/ops/auth/passkeys';
      expectDocumented(add, await person.post('/api/ops/auth/passkeys', { setup_token: 'x', name: 'Laptop' }), 400);
      const added = await person.post('/api/ops/auth/passkeys', {
        setup_token: options.body.setup_token,
        name: 'Laptop',
        credential: authenticator.create(options.body.options),
      });
      expectDocumented(add, added, 201);
      const list = 'GET /api/ops/auth/passkeys';
      await expectList(list, await person.get(`/api/ops/auth/passkeys${listQuery({})}`));
      expectDocumented(list, await person.get('/api/ops/auth/passkeys?range=nonsense'), 400);

      const other = new OpsClient(api.url, '198.51.100.82');
      const login = await other.post('/api/ops/auth/login', { username: account.username, password: account.password });
      expectDocumented('POST /api/ops/auth/login', login, 200);
      const signIn = 'POST /api/ops/auth/passkey';
      expectDocumented(signIn, await other.post('/api/ops/auth/passkey', { challenge: login.body.challenge }), 400);
      expectDocumented(
        signIn,
        await other.post('/api/ops/auth/passkey', {
          challenge: login.body.challenge,
          credential: authenticator.get(login.body.passkey_options, { userVerified: false }),
        }),
        401,
      );
      expectDocumented(
        signIn,
        await other.post('/api/ops/auth/passkey', {
          challenge: login.body.challenge,
          credential: authenticator.get(login.body.passkey_options),
        }),
        200,
      );
      // A passkey alone: options with no passkeys listed, then the same sign-in route.
      const alone = new OpsClient(api.url, '198.51.100.83');
      const aloneOptions = await alone.post('/api/ops/auth/passkey/options');
      expectDocumented('POST /api/ops/auth/passkey/options', aloneOptions, 200);
      // Its one refusal: a client that started too many (30 in 10 minutes).
      const starts = [];
      for (let i = 0; i < 30; i += 1) starts.push(await alone.post('/api/ops/auth/passkey/options'));
      expectDocumented('POST /api/ops/auth/passkey/options', starts.at(-1)!, 429);
      expectDocumented(
        signIn,
        await alone.post('/api/ops/auth/passkey', {
          challenge: aloneOptions.body.challenge,
          credential: authenticator.get(aloneOptions.body.passkey_options),
        }),
        200,
      );
      const remove = 'DELETE /api/ops/auth/passkeys/{id}';
      expectDocumented(remove, await person.delete('/api/ops/auth/passkeys/999999'), 404);
      expectDocumented(remove, await person.delete(`/api/ops/auth/passkeys/${added.body.id}`), 200);
    });

    it('home and background work', async () => {
      expectDocumented('GET /api/ops/home', await coordinator.get('/api/ops/home'), 200);
      expectDocumented('GET /api/ops/home', await analyst.get('/api/ops/home'), 403);
      expectDocumented('GET /api/ops/home', await new OpsClient(api.url).get('/api/ops/home'), 401);
      expectDocumented('GET /api/ops/queue-health', await coordinator.get('/api/ops/queue-health'), 200);
      expectDocumented('GET /api/ops/queue-health', await analyst.get('/api/ops/queue-health'), 403);
      const retry = 'POST /api/ops/queue-health/{queue}/jobs/{job_id}/retry';
      expectDocumented(retry, await coordinator.post('/api/ops/queue-health/mail/jobs/no-such-job/retry'), 404);
      expectDocumented(retry, await coordinator.post('/api/ops/queue-health/nope/jobs/x/retry'), 400);
      const all = 'POST /api/ops/queue-health/{queue}/retry-failed';
      expectDocumented(all, await coordinator.post('/api/ops/queue-health/mail/retry-failed'), 200);
      expectDocumented(all, await coordinator.post('/api/ops/queue-health/nope/retry-failed'), 400);
      await http().post('/api/contact', {
        name: 'Openapi Refused',
        email: `refused-${randomUUID()}@example.com`,
        subject: 'other',
        message: 'Hello',
      });
      const failed = async () => {
        const res = await coordinator.get('/api/ops/queue-health');
        const jobs = res.body.failed_jobs as { queue: string; job_id: string }[];
        return jobs.length > 0 ? jobs[0] : undefined;
      };
      const job = await waitFor('a failed mail job', failed, 30000);
      expectDocumented(
        retry,
        await coordinator.post(`/api/ops/queue-health/${job.queue}/jobs/${job.job_id}/retry`),
        200,
      );
      const again = await waitFor('the job to fail again', failed, 30000);
      const remove = 'DELETE /api/ops/queue-health/{queue}/jobs/{job_id}';
      expectDocumented(
        remove,
        await coordinator.delete(`/api/ops/queue-health/${again.queue}/jobs/${again.job_id}`),
        200,
      );
      expectDocumented(remove, await coordinator.delete('/api/ops/queue-health/mail/jobs/no-such-job'), 404);
      expectDocumented(remove, await coordinator.delete('/api/ops/queue-health/nope/jobs/x'), 400);
    });

    it('finder requests', async () => {
      const submitted = await http().post('/api/finder-requests', {
        ...family,
        contact_email: 'openapi.ops@example.com',
      });
      const id: string = submitted.body.id;
      await confirmFinderRequest(apiClient(api.url), id);
      await waitFor('the confirmed request to be decided', async () => {
        const res = await http().get(`/api/finder-requests/${id}`);
        return ['matched', 'unmatched'].includes(res.body.status) ? res : undefined;
      });
      const list = 'GET /api/ops/finder-requests';
      await expectList(
        list,
        await coordinator.get(`/api/ops/finder-requests${listQuery({ range: [0, 9], filter: {} })}`),
      );
      expectDocumented(
        list,
        await coordinator.get(`/api/ops/finder-requests${listQuery({ sort: ['nope', 'ASC'] })}`),
        400,
      );
      // The promises-at-risk view the home page links to, and a value it refuses.
      await expectList(
        list,
        await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { promise_at_risk: true } })}`),
      );
      expectDocumented(
        list,
        await coordinator.get(`/api/ops/finder-requests${listQuery({ filter: { promise_at_risk: 'yes' } })}`),
        400,
      );
      const one = 'GET /api/ops/finder-requests/{id}';
      expectDocumented(one, await coordinator.get(`/api/ops/finder-requests/${id}`), 200);
      expectDocumented(one, await coordinator.get(`/api/ops/finder-requests/${randomUUID()}`), 404);
      const notes = 'POST /api/ops/finder-requests/{id}/notes';
      expectDocumented(
        notes,
        await coordinator.post(`/api/ops/finder-requests/${id}/notes`, { body: 'Called the family.' }),
        200,
      );
      expectDocumented(notes, await coordinator.post(`/api/ops/finder-requests/${id}/notes`, { body: '' }), 400);
      expectDocumented(
        notes,
        await coordinator.post(`/api/ops/finder-requests/${randomUUID()}/notes`, { body: 'x' }),
        404,
      );
      const [{ id: physioId }] = await db.query<{ id: number }>(
        'select id from physiotherapist where active order by id limit 1',
      );
      const assign = 'POST /api/ops/finder-requests/{id}/assign';
      const assigned = await coordinator.post(`/api/ops/finder-requests/${id}/assign`, {
        physiotherapist_id: physioId,
        over_capacity_reason: 'Openapi check',
      });
      expectDocumented(assign, assigned);
      expectDocumented(
        assign,
        await coordinator.post(`/api/ops/finder-requests/${id}/assign`, { physiotherapist_id: 'one' }),
        400,
      );
      const rematch = 'POST /api/ops/finder-requests/{id}/rematch';
      expectDocumented(rematch, await coordinator.post(`/api/ops/finder-requests/${id}/rematch`));
      expectDocumented(rematch, await coordinator.post(`/api/ops/finder-requests/${randomUUID()}/rematch`), 404);
      // A family who left only a phone number waits for a coordinator, who assigns by hand.
      const phoneOnly = await http().post('/api/finder-requests', {
        postcode: 'SS9 1AA',
        condition: 'falls-prevention',
        urgency: 'soon',
        contact_name: 'Openapi Phone',
        contact_phone: '07123 456789',
        consent: true,
      });
      await waitFor('the phone-only request to be decided', async () => {
        const res = await http().get(`/api/finder-requests/${phoneOnly.body.id}`);
        return res.body.status !== 'pending' ? res : undefined;
      });
      expectDocumented(
        assign,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/assign`, {
          physiotherapist_id: physioId,
          over_capacity_reason: 'Openapi check',
        }),
        200,
      );
      // Matching found no one: a coordinator runs it again.
      const unmatched = (await http().post('/api/finder-requests', family)).body.id as string;
      await confirmFinderRequest(apiClient(api.url), unmatched);
      await waitFor('the request to be decided', async () => {
        const res = await http().get(`/api/finder-requests/${unmatched}`);
        return ['matched', 'unmatched'].includes(res.body.status) ? res : undefined;
      });
      await db.query(
        `update finder_request set status = 'unmatched', matched_physiotherapist_id = null, matched_at = null where id = $1`,
        [unmatched],
      );
      expectDocumented(rematch, await coordinator.post(`/api/ops/finder-requests/${unmatched}/rematch`), 200);
      // Working the queue: take it, date it, log a call to the phone-only family, hand it back.
      const take = 'POST /api/ops/finder-requests/{id}/take';
      expectDocumented(take, await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/take`), 200);
      expectDocumented(take, await coordinator.post(`/api/ops/finder-requests/${randomUUID()}/take`), 404);
      const handBack = 'POST /api/ops/finder-requests/{id}/hand-back';
      expectDocumented(
        handBack,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/hand-back`),
        200,
      );
      expectDocumented(
        handBack,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/hand-back`),
        409,
      );
      const followUpDate = 'POST /api/ops/finder-requests/{id}/follow-up-date';
      expectDocumented(
        followUpDate,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/follow-up-date`, {
          follow_up_on: londonToday(),
        }),
        200,
      );
      expectDocumented(
        followUpDate,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/follow-up-date`, {
          follow_up_on: 'soon',
        }),
        400,
      );
      const calls = 'POST /api/ops/finder-requests/{id}/calls';
      expectDocumented(
        calls,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/calls`, { outcome: 'no_answer' }),
        200,
      );
      expectDocumented(
        calls,
        await coordinator.post(`/api/ops/finder-requests/${phoneOnly.body.id}/calls`, { outcome: 'maybe' }),
        400,
      );
      const status = 'POST /api/ops/finder-requests/{id}/status';
      expectDocumented(
        status,
        await coordinator.post(`/api/ops/finder-requests/${id}/status`, { status: 'contacted' }),
        200,
      );
      expectDocumented(
        status,
        await coordinator.post(`/api/ops/finder-requests/${id}/status`, { status: 'nope' }),
        400,
      );
    });

    it('physiotherapists', async () => {
      const list = 'GET /api/ops/physiotherapists';
      await expectList(list, await coordinator.get(`/api/ops/physiotherapists${listQuery({ range: [0, 4] })}`));
      expectDocumented(
        list,
        await coordinator.get(`/api/ops/physiotherapists${listQuery({ filter: { nope: 1 } })}`),
        400,
      );
      const create = 'POST /api/ops/physiotherapists';
      const created = await coordinator.post('/api/ops/physiotherapists', physioBody());
      expectDocumented(create, created, 201);
      expectDocumented(create, await coordinator.post('/api/ops/physiotherapists', physioBody({ name: '' })), 400);
      const one = 'GET /api/ops/physiotherapists/{id}';
      expectDocumented(one, await coordinator.get(`/api/ops/physiotherapists/${created.body.id}`), 200);
      expectDocumented(one, await coordinator.get('/api/ops/physiotherapists/999999'), 404);
      const update = 'PUT /api/ops/physiotherapists/{id}';
      expectDocumented(
        update,
        await coordinator.put(
          `/api/ops/physiotherapists/${created.body.id}`,
          physioBody({ hcpc_number: created.body.hcpc_number, weekly_capacity: 5 }),
        ),
        200,
      );
      expectDocumented(
        update,
        await coordinator.put(`/api/ops/physiotherapists/${created.body.id}`, physioBody({ weekly_capacity: -1 })),
        400,
      );
      expectDocumented(update, await coordinator.put('/api/ops/physiotherapists/999999', physioBody()), 404);
      const remove = 'DELETE /api/ops/physiotherapists/{id}';
      expectDocumented(remove, await coordinator.delete(`/api/ops/physiotherapists/${created.body.id}`), 200);
      expectDocumented(remove, await coordinator.delete(`/api/ops/physiotherapists/${created.body.id}`), 404);
      const [{ id: matched }] = await db.query<{ id: number }>(
        'select matched_physiotherapist_id as id from finder_request where matched_physiotherapist_id is not null limit 1',
      );
      expectDocumented(remove, await coordinator.delete(`/api/ops/physiotherapists/${matched}`), 409);
    });

    it('enquiries', async () => {
      await http().post('/api/contact', {
        name: 'Openapi Enquirer',
        email: 'openapi.enquirer@example.com',
        subject: 'pricing',
        message: 'How much?',
      });
      const list = 'GET /api/ops/enquiries';
      const rows = await coordinator.get(`/api/ops/enquiries${listQuery({ range: [0, 4] })}`);
      await expectList(list, rows);
      expectDocumented(list, await coordinator.get(`/api/ops/enquiries${listQuery({ range: [5, 0] })}`), 400);
      const id: string = rows.body[0].id;
      const one = 'GET /api/ops/enquiries/{id}';
      expectDocumented(one, await coordinator.get(`/api/ops/enquiries/${id}`), 200);
      expectDocumented(one, await coordinator.get(`/api/ops/enquiries/${randomUUID()}`), 404);
      const update = 'PUT /api/ops/enquiries/{id}';
      expectDocumented(update, await coordinator.put(`/api/ops/enquiries/${id}`, { status: 'handled' }), 200);
      expectDocumented(update, await coordinator.put(`/api/ops/enquiries/${id}`, { status: 'nope' }), 400);
      expectDocumented(update, await coordinator.put(`/api/ops/enquiries/${randomUUID()}`, { status: 'handled' }), 404);
      for (const path of ['notes', 'replies']) {
        const operation = `POST /api/ops/enquiries/{id}/${path}` as const;
        expectDocumented(
          operation,
          await coordinator.post(`/api/ops/enquiries/${id}/${path}`, { body: 'Answered' }),
          200,
        );
        expectDocumented(operation, await coordinator.post(`/api/ops/enquiries/${id}/${path}`, { body: '' }), 400);
        expectDocumented(
          operation,
          await coordinator.post(`/api/ops/enquiries/${randomUUID()}/${path}`, { body: 'Answered' }),
          404,
        );
      }
    });

    it('waitlist', async () => {
      const email = `openapi.ops.${randomUUID()}@example.com`;
      await http().post('/api/waitlist', { name: 'Openapi Ops Waiting', email, postcode: 'KW1 4AA' });
      const [{ id }] = await db.query<{ id: string }>('select id from waitlist_entry where email = $1', [email]);
      const list = 'GET /api/ops/waitlist';
      await expectList(list, await coordinator.get(`/api/ops/waitlist${listQuery({ filter: { district: 'KW1' } })}`));
      expectDocumented(list, await coordinator.get(`/api/ops/waitlist${listQuery({ filter: '{' })}`), 400);
      expectDocumented(list, await analyst.get('/api/ops/waitlist'), 403);
      const one = 'GET /api/ops/waitlist/{id}';
      expectDocumented(one, await coordinator.get(`/api/ops/waitlist/${id}`), 200);
      expectDocumented(one, await coordinator.get(`/api/ops/waitlist/${randomUUID()}`), 404);
      const remove = 'POST /api/ops/waitlist/{id}/remove';
      expectDocumented(remove, await coordinator.post(`/api/ops/waitlist/${id}/remove`, { reason: 'nope' }), 400);
      expectDocumented(remove, await coordinator.post(`/api/ops/waitlist/${id}/remove`, { reason: 'duplicate' }), 200);
      expectDocumented(remove, await coordinator.post(`/api/ops/waitlist/${id}/remove`, { reason: 'duplicate' }), 404);
    });

    it('coverage and its changes', async () => {
      const list = 'GET /api/ops/coverage';
      const uncovered = await analyst.get(
        `/api/ops/coverage${listQuery({ range: [0, 0], filter: { covered: false, reachable: true } })}`,
      );
      await expectList(list, uncovered);
      expectDocumented(list, await analyst.get(`/api/ops/coverage${listQuery({ sort: ['district', 'UP'] })}`), 400);
      const district: string = uncovered.body[0].id;
      const one = 'GET /api/ops/coverage/{district}';
      expectDocumented(one, await analyst.get(`/api/ops/coverage/${district}`), 200);
      expectDocumented(one, await analyst.get('/api/ops/coverage/ZZ99'), 404);
      const preview = 'POST /api/ops/coverage/preview';
      expectDocumented(
        preview,
        await admin.post('/api/ops/coverage/preview', { action: 'activate', codes: [district] }),
        200,
      );
      expectDocumented(
        preview,
        await admin.post('/api/ops/coverage/preview', { action: 'grow', codes: [district] }),
        400,
      );
      expectDocumented(
        preview,
        await coordinator.post('/api/ops/coverage/preview', { action: 'activate', codes: [district] }),
        403,
      );
      const activate = 'POST /api/ops/coverage/activate';
      const activated = await admin.post('/api/ops/coverage/activate', { codes: [district] });
      expectDocumented(activate, activated, 200);
      expectDocumented(activate, await admin.post('/api/ops/coverage/activate', { codes: ['ZZ99'] }), 400);
      const [{ district: unreached }] = await db.query<{ district: string }>(
        `select district from postcode_district where area = 'ZE' and not covered limit 1`,
      );
      expectDocumented(activate, await admin.post('/api/ops/coverage/activate', { codes: [unreached] }), 422);
      const deactivate = 'POST /api/ops/coverage/deactivate';
      expectDocumented(deactivate, await admin.post('/api/ops/coverage/deactivate', { codes: [district] }), 200);
      expectDocumented(deactivate, await admin.post('/api/ops/coverage/deactivate', { codes: [] }), 400);
      const changes = 'GET /api/ops/coverage-changes';
      await expectList(changes, await analyst.get(`/api/ops/coverage-changes${listQuery({ range: [0, 4] })}`));
      expectDocumented(changes, await analyst.get(`/api/ops/coverage-changes${listQuery({ range: 'all' })}`), 400);
      const change = 'GET /api/ops/coverage-changes/{id}';
      expectDocumented(
        change,
        await analyst.get(`/api/ops/coverage-changes/${activated.body.coverage_change_id}`),
        200,
      );
      expectDocumented(change, await analyst.get(`/api/ops/coverage-changes/${randomUUID()}`), 404);
    });

    it('the demand report', async () => {
      const filter = { period: '30d', group: 'area' };
      await expectList(
        'GET /api/ops/demand',
        await analyst.get(`/api/ops/demand${listQuery({ filter, range: [0, 9] })}`),
      );
      expectDocumented(
        'GET /api/ops/demand',
        await analyst.get(`/api/ops/demand${listQuery({ filter: { period: '2y' } })}`),
        400,
      );
      expectDocumented(
        'GET /api/ops/demand/trend',
        await analyst.get(`/api/ops/demand/trend${listQuery({ filter })}&top=3`),
        200,
      );
      expectDocumented(
        'GET /api/ops/demand/trend',
        await analyst.get(`/api/ops/demand/trend${listQuery({ filter })}&top=99`),
        400,
      );
      expectDocumented(
        'GET /api/ops/demand/map',
        await analyst.get(`/api/ops/demand/map${listQuery({ filter })}`),
        200,
      );
      expectDocumented('GET /api/ops/demand/map', await analyst.get(`/api/ops/demand/map?filter=nope`), 400);
      expectDocumented(
        'GET /api/ops/demand/supply',
        await analyst.get(`/api/ops/demand/supply${listQuery({ filter })}&area=SS`),
        200,
      );
      expectDocumented(
        'GET /api/ops/demand/supply',
        await coordinator.get(`/api/ops/demand/supply${listQuery({ filter })}&district=SS9`),
        200,
      );
      expectDocumented(
        'GET /api/ops/demand/supply',
        await analyst.get(`/api/ops/demand/supply${listQuery({ filter })}`),
        400,
      );
      const csv = await fetch(`${api.url}/api/ops/demand/export${listQuery({ filter })}`, {
        headers: { cookie: analyst.cookie! },
      });
      expectDocumented(
        'GET /api/ops/demand/export',
        { status: csv.status, headers: csv.headers, body: undefined, text: await csv.text() },
        200,
      );
      expectDocumented(
        'GET /api/ops/demand/export',
        await analyst.get(`/api/ops/demand/export${listQuery({ range: [0, 9] })}`),
        400,
      );
    });

    it("a request's offers, a physiotherapist's offer figures, and pausing their offers", async () => {
      const [offer] = await db.query<{ finder_request_id: string; physiotherapist_id: number }>(
        'select finder_request_id, physiotherapist_id from referral_offer limit 1',
      );
      const offers = 'GET /api/ops/referral-offers';
      const list = await coordinator.get(
        `/api/ops/referral-offers${listQuery({ filter: { finder_request_id: offer.finder_request_id } })}`,
      );
      await expectList(offers, list);
      expect((list.body as unknown[]).length).toBeGreaterThan(0);
      expectDocumented(
        offers,
        await coordinator.get(`/api/ops/referral-offers${listQuery({ filter: { finder_request_id: 'nope' } })}`),
        400,
      );
      const figures = 'GET /api/ops/referral-offer-summaries/{id}';
      expectDocumented(
        figures,
        await coordinator.get(`/api/ops/referral-offer-summaries/${offer.physiotherapist_id}`),
        200,
      );
      expectDocumented(figures, await coordinator.get('/api/ops/referral-offer-summaries/999999'), 404);
      const pause = 'POST /api/ops/physiotherapists/{id}/pause';
      const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const path = `/api/ops/physiotherapists/${offer.physiotherapist_id}/pause`;
      expectDocumented(pause, await coordinator.post(path, { until }), 200);
      expectDocumented(pause, await coordinator.post(path, { until: 'soon' }), 400);
      expectDocumented(pause, await coordinator.post('/api/ops/physiotherapists/999999/pause', { until }), 404);
      expectDocumented(pause, await coordinator.post(path, { until: null }), 200);
    });

    it('the promises report', async () => {
      const filter = { group: 'urgency' };
      await expectList('GET /api/ops/promises', await analyst.get(`/api/ops/promises${listQuery({ filter })}`));
      expectDocumented(
        'GET /api/ops/promises',
        await analyst.get(`/api/ops/promises${listQuery({ filter: { group: 'physiotherapist' } })}`),
        403,
      );
      expectDocumented(
        'GET /api/ops/promises',
        await analyst.get(`/api/ops/promises${listQuery({ filter: { from: '2026-02-30' } })}`),
        400,
      );
      const csv = await fetch(`${api.url}/api/ops/promises/export${listQuery({ filter })}`, {
        headers: { cookie: analyst.cookie! },
      });
      expectDocumented(
        'GET /api/ops/promises/export',
        { status: csv.status, headers: csv.headers, body: undefined, text: await csv.text() },
        200,
      );
      expectDocumented('GET /api/ops/promises/export', await analyst.get(`/api/ops/promises/export?x=1`), 400);
    });

    it('data rights', async () => {
      const email = `openapi.rights.${randomUUID()}@example.com`;
      const enquiry = await http().post('/api/contact', {
        name: 'Openapi Rights',
        email,
        subject: 'other',
        message: 'Hello',
      });
      const search = 'POST /api/ops/data-rights/search';
      // The two emails about the enquiry (the team's and the acknowledgement) are part of what is held: wait until
      // both are sent, so the counts the admin confirms stay as they were.
      await waitFor('both emails about the enquiry to be sent', async () => {
        const sent = await db.count('email_log', "subject_id = $1 and status = 'sent'", [enquiry.body.id]);
        return sent === 2 ? sent : undefined;
      });
      const found = await admin.post('/api/ops/data-rights/search', { identifier: email });
      expectDocumented(search, found, 200);
      expectDocumented(search, await admin.post('/api/ops/data-rights/search', { identifier: 'nobody' }), 400);
      expectDocumented(search, await coordinator.post('/api/ops/data-rights/search', { identifier: email }), 403);
      const exported = 'POST /api/ops/data-rights/export';
      expectDocumented(exported, await admin.post('/api/ops/data-rights/export', { identifier: email }), 200);
      expectDocumented(exported, await admin.post('/api/ops/data-rights/export', {}), 400);
      const counts = Object.fromEntries(
        found.body.groups.map((g: { kind: string; count: number }) => [g.kind, g.count]),
      );
      const erase = 'POST /api/ops/data-rights/erase';
      const wrong = { ...counts, 'contact-enquiries': counts['contact-enquiries'] + 1 };
      expectDocumented(
        erase,
        await admin.post('/api/ops/data-rights/erase', {
          identifier: email,
          expected_counts: wrong,
          reference: 'DSR-1',
        }),
        409,
      );
      expectDocumented(
        erase,
        await admin.post('/api/ops/data-rights/erase', {
          identifier: email,
          expected_counts: counts,
          reference: 'DSR-1',
        }),
        200,
      );
      expectDocumented(erase, await admin.post('/api/ops/data-rights/erase', { identifier: email }), 400);
    });

    it('accounts and the audit log', async () => {
      const list = 'GET /api/ops/accounts';
      await expectList(list, await admin.get(`/api/ops/accounts${listQuery({ range: [0, 4] })}`));
      expectDocumented(list, await admin.get(`/api/ops/accounts${listQuery({ sort: ['password', 'ASC'] })}`), 400);
      expectDocumented(list, await coordinator.get('/api/ops/accounts'), 403);
      const create = 'POST /api/ops/accounts';
      const username = `openapi.${randomUUID().slice(0, 8)}`;
      const account = {
        username,
        display_name: 'Openapi Person',
        role: 'coordinator',
        password: 'a long and unusual passphrase 42',
      };
      const created = await admin.post('/api/ops/accounts', account);
      expectDocumented(create, created, 201);
      expectDocumented(create, await admin.post('/api/ops/accounts', account), 409);
      expectDocumented(create, await admin.post('/api/ops/accounts', { ...account, username: 'x', role: 'boss' }), 400);
      const one = 'GET /api/ops/accounts/{id}';
      expectDocumented(one, await admin.get(`/api/ops/accounts/${created.body.id}`), 200);
      expectDocumented(one, await admin.get('/api/ops/accounts/999999'), 404);
      const update = 'PUT /api/ops/accounts/{id}';
      expectDocumented(
        update,
        await admin.put(`/api/ops/accounts/${created.body.id}`, { display_name: 'Openapi Renamed' }),
        200,
      );
      expectDocumented(update, await admin.put(`/api/ops/accounts/${created.body.id}`, { role: 'boss' }), 400);
      expectDocumented(update, await admin.put('/api/ops/accounts/999999', { display_name: 'Nobody' }), 404);
      const end = 'POST /api/ops/accounts/{id}/end-sessions';
      expectDocumented(end, await admin.post(`/api/ops/accounts/${created.body.id}/end-sessions`), 200);
      expectDocumented(end, await admin.post('/api/ops/accounts/999999/end-sessions'), 404);
      const unlock = 'POST /api/ops/accounts/{id}/unlock';
      expectDocumented(unlock, await admin.post(`/api/ops/accounts/${created.body.id}/unlock`), 200);
      expectDocumented(unlock, await admin.post('/api/ops/accounts/999999/unlock'), 404);
      const rules = 'GET /api/ops/sign-in-rules';
      await expectList(rules, await admin.get(`/api/ops/sign-in-rules${listQuery({})}`));
      expectDocumented(rules, await admin.get('/api/ops/sign-in-rules?range=nonsense'), 400);
      const rule = 'GET /api/ops/sign-in-rules/{role}';
      expectDocumented(rule, await admin.get('/api/ops/sign-in-rules/analyst'), 200);
      expectDocumented(rule, await admin.get('/api/ops/sign-in-rules/owner'), 404);
      const setRule = 'PUT /api/ops/sign-in-rules/{role}';
      expectDocumented(setRule, await admin.put('/api/ops/sign-in-rules/analyst', { passkey_required: 'yes' }), 400);
      expectDocumented(setRule, await admin.put('/api/ops/sign-in-rules/owner', { passkey_required: true }), 404);
      expectDocumented(setRule, await admin.put('/api/ops/sign-in-rules/admin', { passkey_required: true }), 409);
      expectDocumented(setRule, await admin.put('/api/ops/sign-in-rules/analyst', { passkey_required: false }), 200);
      const issue = 'POST /api/ops/accounts/{id}/enrolment-link';
      const issued = await admin.post(`/api/ops/accounts/${created.body.id}/enrolment-link`);
      expectDocumented(issue, issued, 201);
      expectDocumented(issue, await admin.post('/api/ops/accounts/999999/enrolment-link'), 404);
      expectDocumented(issue, await coordinator.post(`/api/ops/accounts/${created.body.id}/enrolment-link`), 403);
      const token = new URL(issued.body.url).hash.slice(1);
      const person = new OpsClient(api.url, '198.51.100.91');
      const start = 'POST /api/ops/auth/enrolment/start';
      expectDocumented(start, await person.post('/api/ops/auth/enrolment/start', {}), 400);
      expectDocumented(start, await person.post('/api/ops/auth/enrolment/start', { token: 'x'.repeat(43) }), 400);
      const started = await person.post('/api/ops/auth/enrolment/start', { token });
      expectDocumented(start, started, 200);
      const complete = 'POST /api/ops/auth/enrolment/complete';
      const body = { token, challenge: started.body.challenge, password: 'a brand new long passphrase 7' };
      expectDocumented(complete, await person.post('/api/ops/auth/enrolment/complete', body), 400);
      expectDocumented(
        complete,
        await person.post('/api/ops/auth/enrolment/complete', { ...body, password: 'password1234', code: '000000' }),
        400,
      );
      const code = await generate({ secret: started.body.totp_secret });
      expectDocumented(complete, await person.post('/api/ops/auth/enrolment/complete', { ...body, code }), 200);
      const audit = 'GET /api/ops/audit-log';
      const entries = await admin.get(`/api/ops/audit-log${listQuery({ range: [0, 9] })}`);
      await expectList(audit, entries);
      expectDocumented(
        audit,
        await admin.get(`/api/ops/audit-log${listQuery({ filter: { at_gte: 'yesterday' } })}`),
        400,
      );
      expectDocumented('GET /api/ops/audit-log/{id}', await admin.get(`/api/ops/audit-log/${entries.body[0].id}`), 200);
      expectDocumented('GET /api/ops/audit-log/{id}', await admin.get('/api/ops/audit-log/999999999'), 404);
    });
  });

  describe('while Redis is unreachable', () => {
    let degraded: RunningApi;

    beforeAll(async () => {
      degraded = await startApi(testEnv({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    });

    afterAll(async () => {
      await degraded?.stop();
    });

    it('the health check says degraded, and the dashboard 503 with Retry-After', async () => {
      const client = apiClient(degraded.url);
      expectDocumented('GET /api/health/ready', await client.get('/api/health/ready'), 200);
      const ops = new OpsClient(degraded.url);
      const login = await ops.post('/api/ops/auth/login', { username: 'nobody.here', password: 'not a password' });
      expectDocumented('POST /api/ops/auth/login', login, 503);
      expect(login.headers.get('retry-after')).toMatch(/^\d+$/);
      ops.cookie = 'ops_session=some-session-id';
      expectDocumented('GET /api/ops/home', await ops.get('/api/ops/home'), 503);
      expectDocumented('GET /api/ops/coverage', await ops.get('/api/ops/coverage'), 503);
    });
  });

  describe('while PostgreSQL is unreachable', () => {
    let cut: RunningApi;
    let proxy: { port: number; close: () => void };

    /** A TCP relay to PostgreSQL that the test can cut, as a network partition would. */
    const relay = async (target: URL) => {
      const sockets = new Set<Socket>();
      const server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      return {
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => {
          server.close();
          for (const socket of sockets) socket.destroy();
        },
      };
    };

    beforeAll(async () => {
      const database = new URL(TEST_DATABASE_URL);
      proxy = await relay(database);
      const through = new URL(TEST_RUNTIME_DATABASE_URL);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      cut = await startApi(testEnv({ DATABASE_URL: through.toString() }));
    });

    afterAll(async () => {
      proxy?.close();
      await cut?.kill();
    });

    it('the readiness check answers 503 UNHEALTHY', async () => {
      const client = apiClient(cut.url);
      expectDocumented('GET /api/health/ready', await client.get('/api/health/ready'), 200);
      proxy.close();
      expectDocumented('GET /api/health/ready', await client.get('/api/health/ready'), 503);
      expectDocumented('GET /api/health', await client.get('/api/health'), 503);
      expectDocumented('GET /api/health/live', await client.get('/api/health/live'), 200);
    });
  });

  it('every operation was tried, with a good and a bad request', () => {
    const untried = doc.operations().filter((operation) => {
      const statuses = [...(doc.seen.get(operation) ?? [])];
      return !statuses.some((s) => s < 300) || !statuses.some((s) => s >= 400);
    });
    expect(untried).toEqual([]);
  });
});
