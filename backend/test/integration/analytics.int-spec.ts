import { londonDay } from '../../src/common/calendar/london-time.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

/** First-party page views: a count per path, referring host and day; nothing that identifies a visitor. */
describe('page-view analytics', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  const today = londonDay(new Date());

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate page_view_daily');
    api = await startApi(testEnv({ TRACKING_RATE_LIMIT_PER_MINUTE: '1000' }));
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  it('answers 204 and counts views per path and day, without the query string or fragment', async () => {
    for (const path of ['/finder', '/finder?postcode=SS9%201AA', '/finder#step-2', '/results/8d3c1f8e?token=secret']) {
      const res = await http.post('/api/analytics/page-view', { path, referrer_host: 'www.Google.com' });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    }
    expect((await http.post('/api/analytics/page-view', { path: '/finder', referrer_host: null })).status).toBe(204);
    const rows = await db.query(
      `select to_char(day, 'YYYY-MM-DD') as day, path, referrer_host, views from page_view_daily order by path, referrer_host`,
    );
    expect(rows).toEqual([
      { day: today, path: '/finder', referrer_host: '', views: 1 },
      { day: today, path: '/finder', referrer_host: 'www.google.com', views: 3 },
      { day: today, path: '/results/:id', referrer_host: 'www.google.com', views: 1 },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/SS9|token|secret|step-2/);
  });

  it("counts a family's result page as /results/:id: a result's id never reaches the database", async () => {
    await db.query('truncate page_view_daily');
    const ids = ['88c8fd2b-c384-43aa-afcc-694a1e8960ab', '0b6a2a9e-4c1f-4b8e-9d2a-7f7c3e1d5a10'];
    for (const id of ids) {
      expect(
        (await http.post('/api/analytics/page-view', { path: `/results/${id}`, referrer_host: null })).status,
      ).toBe(204);
    }
    await http.post('/api/analytics/page-view', { path: `/results/${ids[0].toUpperCase()}/`, referrer_host: null });
    await http.post('/api/analytics/page-view', { path: '/blog/falls-prevention', referrer_host: null });
    const rows = await db.query(`select path, views from page_view_daily order by path`);
    expect(rows).toEqual([
      { path: '/blog/falls-prevention', views: 1 },
      { path: '/results/:id', views: 2 },
      { path: '/results/:id/', views: 1 },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/88c8fd2b|0b6a2a9e/i);
  });

  it.each<[string, unknown, string | null]>([
    ['no path', { referrer_host: null }, 'path'],
    ['a full URL as the path', { path: 'https://evil.test/finder' }, 'path'],
    ['a protocol-relative path', { path: '//evil.test/x' }, 'path'],
    ['a path with spaces', { path: '/with space' }, 'path'],
    ['a path over 300 characters', { path: `/${'a'.repeat(300)}` }, 'path'],
    ['a referrer that is a URL', { path: '/', referrer_host: 'https://google.com/search' }, 'referrer_host'],
    ['an unknown property', { path: '/', user_agent: 'Firefox' }, 'user_agent'],
    ['malformed JSON', '{"path": "/', null],
  ])('refuses %s with 400 and counts nothing', async (_, body, field) => {
    const before = await db.query<{ n: number }>('select coalesce(sum(views), 0)::int as n from page_view_daily');
    const res = await http.post('/api/analytics/page-view', typeof body === 'string' ? body : JSON.stringify(body), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    else expect(res.body.code).toBe('MALFORMED_JSON');
    expect(await db.query('select coalesce(sum(views), 0)::int as n from page_view_daily')).toEqual(before);
  });
});
