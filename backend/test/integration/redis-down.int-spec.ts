import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { OpsClient } from '../support/ops-client.js';
import { freePort, startApi, type RunningApi } from '../support/processes.js';

/**
 * An API copy whose Redis cannot be reached (a port nothing listens on). It stays in the load balancer (health
 * 200, degraded: the forms still work), and the dashboard, whose sessions live in Redis, says so with a 503 and a
 * message instead of a 500.
 */
describe('an API whose Redis is unreachable', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  let account: { username: string; password: string };

  beforeAll(async () => {
    db = testDatabase();
    account = await createOpsAccount(db, { role: 'coordinator' });
    api = await startApi(testEnv({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('reports itself degraded, not down: 200 with Redis named, so a load balancer keeps it', async () => {
    const health = await http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('still takes a family’s submission', async () => {
    const res = await http.post('/api/finder-requests', {
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
    });
    expect(res.status).toBe(201);
    expect(await db.count('finder_request', 'id = $1', [res.body.id])).toBe(1);
  });

  it('answers the dashboard’s sign-in and its pages 503 with a JSON message and Retry-After, not 500', async () => {
    const ops = new OpsClient(api.url);
    const login = await ops.post('/api/ops/auth/login', { username: account.username, password: account.password });
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('5');
    expect(login.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(login.body.message).toContain('Redis');

    // A page behind a session: the session cannot be looked up.
    ops.cookie = 'ops_session=some-session-id';
    const home = await ops.get('/api/ops/home');
    expect(home.status).toBe(503);
    expect(home.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
