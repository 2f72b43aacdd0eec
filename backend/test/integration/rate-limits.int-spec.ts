import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

// Every request here comes from 127.0.0.1: per-client limits are seen by varying the email, per-email limits by
// varying nothing (the email key does not depend on the client: see rate-limit-key.spec.ts).
const run = randomBytes(3).toString('hex');
const email = (label: string) => `${label}-${run}@example.com`;
const contact = (address: string) => ({
  name: 'Sarah Jones',
  email: address,
  subject: 'pricing',
  message: 'How much is a home visit?',
});
const waitlist = (address: string, postcode = 'CB1 2AB') => ({ name: 'Sarah Jones', email: address, postcode });
const finder = (contactEmail?: string) => ({
  postcode: 'SS9 1AA',
  condition: 'falls-prevention',
  urgency: 'soon',
  ...(contactEmail ? { contact_name: 'Sarah Jones', contact_email: contactEmail, consent: true } : {}),
});
const LIMITS = [
  'CONTACT_RATE_LIMIT_PER_HOUR',
  'CONTACT_EMAIL_RATE_LIMIT_PER_HOUR',
  'WAITLIST_RATE_LIMIT_PER_HOUR',
  'WAITLIST_EMAIL_RATE_LIMIT_PER_HOUR',
  'FINDER_RATE_LIMIT_PER_HOUR',
  'FINDER_EMAIL_RATE_LIMIT_PER_HOUR',
];
const limits = (perClient: number, perEmail: number) =>
  Object.fromEntries(LIMITS.map((name) => [name, String(name.includes('EMAIL') ? perEmail : perClient)]));

/** A 429 as a family sees it: a JSON error that says why and when to try again. */
function expectRefused(res: { status: number; body: any; headers: Headers }, reason: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(res.body.message).toMatch(reason);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Rate limits on the public forms, through the real API and Redis. */
describe('rate limits', () => {
  const apis: RunningApi[] = [];
  const prefixes: string[] = [];
  let redis: Redis;

  async function start(overrides: Record<string, string>) {
    const env = testEnv(overrides);
    prefixes.push(env.QUEUE_PREFIX);
    const api = await startApi(env);
    apis.push(api);
    return { http: apiClient(api.url), prefix: env.QUEUE_PREFIX };
  }

  beforeAll(() => {
    redis = new Redis(redisOptionsFromUrl(TEST_REDIS_URL));
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:rl:*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('gives each form its own budget per client: refused contact messages leave the waitlist and the finder open', async () => {
    const { http } = await start(limits(2, 100));
    for (const n of [1, 2]) expect((await http.post('/api/contact', contact(email(`c${n}`)))).status).toBe(201);
    expectRefused(await http.post('/api/contact', contact(email('c3'))), /from your connection/);
    // The consultation dialog posts to /api/contact, so it is refused with it.
    expectRefused(
      await http.post('/api/contact', {
        ...contact(email('c4')),
        phone: '07911 123456',
        subject: 'Free 15-Minute Consultation Request',
      }),
      /from your connection/,
    );

    for (const n of [1, 2]) expect((await http.post('/api/waitlist', waitlist(email(`w${n}`)))).status).toBe(202);
    expectRefused(await http.post('/api/waitlist', waitlist(email('w3'))), /from your connection/);

    for (let n = 0; n < 2; n++) expect((await http.post('/api/finder-requests', finder())).status).toBe(201);
    expectRefused(await http.post('/api/finder-requests', finder()), /from your connection/);
  });

  it('limits each contact email on a budget of its own, whatever the client, and never puts the address in Redis', async () => {
    const { http, prefix } = await start(limits(100, 2));
    const sarah = email('sarah');

    for (let n = 0; n < 2; n++) expect((await http.post('/api/contact', contact(sarah))).status).toBe(201);
    // The same inbox however it is written.
    const shouted = sarah.toUpperCase().replace('@', '+again@');
    expectRefused(await http.post('/api/contact', contact(shouted)), /with this email address/);
    // Another address from the same client still gets through: it was the address that was limited.
    expect((await http.post('/api/contact', contact(email('other')))).status).toBe(201);

    // Waitlist: two districts for one parent each, then refused; a separate budget from the contact form.
    expect((await http.post('/api/waitlist', waitlist(sarah, 'CB1 2AB'))).status).toBe(202);
    expect((await http.post('/api/waitlist', waitlist(sarah, 'CB2 1TN'))).status).toBe(202);
    expectRefused(await http.post('/api/waitlist', waitlist(sarah, 'CB3 0AA')), /with this email address/);

    // Finder: counted by contact_email when one is given; a request without one is not.
    for (let n = 0; n < 2; n++) expect((await http.post('/api/finder-requests', finder(sarah))).status).toBe(201);
    expectRefused(await http.post('/api/finder-requests', finder(sarah)), /with this email address/);
    expect((await http.post('/api/finder-requests', finder())).status).toBe(201);

    const keys = await redis.keys(`${prefix}:rl:*`);
    expect(keys.some((key) => key.includes('contact-email'))).toBe(true);
    expect(keys.some((key) => key.includes('waitlist-email'))).toBe(true);
    expect(keys.some((key) => key.includes('finder-email'))).toBe(true);
    for (const key of keys) expect(key).not.toMatch(/@|sarah|example/i);
  });

  it('lets a burst through with RATE_LIMITS=off', async () => {
    const { http, prefix } = await start({ ...limits(1, 1), RATE_LIMITS: 'off' });
    const sarah = email('burst');
    for (let n = 0; n < 5; n++) {
      expect((await http.post('/api/contact', contact(sarah))).status).toBe(201);
      expect((await http.post('/api/finder-requests', finder(sarah))).status).toBe(201);
    }
    // Joined, then already on the list: the same answer either way (the email says which).
    expect((await http.post('/api/waitlist', waitlist(sarah))).status).toBe(202);
    expect((await http.post('/api/waitlist', waitlist(sarah))).status).toBe(202);
    expect(await redis.keys(`${prefix}:rl:*`)).toEqual([]);
  });
});
