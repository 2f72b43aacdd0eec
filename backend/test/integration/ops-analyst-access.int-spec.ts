import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * Routes an analyst may use: their own sign-in and account, and the demand and promises reports (counts only). Every other
 * ops route, including any added later, must refuse them: deny unless listed here.
 */
const ANALYST_ROUTES = [
  'POST /api/ops/auth/login',
  'POST /api/ops/auth/totp',
  'POST /api/ops/auth/logout',
  'GET /api/ops/auth/session',
  'POST /api/ops/auth/password',
  'POST /api/ops/auth/totp/setup',
  'POST /api/ops/auth/totp/enable',
  'POST /api/ops/auth/recovery-codes',
  // The enrolment link's page: before any sign-in, like login (the link itself says whose account).
  'POST /api/ops/auth/enrolment/start',
  'POST /api/ops/auth/enrolment/complete',
  // Their own passkeys (a second factor, as the authenticator app).
  'POST /api/ops/auth/passkey',
  'POST /api/ops/auth/passkey/options',
  'POST /api/ops/auth/passkeys/options',
  'POST /api/ops/auth/passkeys',
  'GET /api/ops/auth/passkeys',
  'DELETE /api/ops/auth/passkeys/{id}',
  // One's own sessions only (ending another after the password again).
  'POST /api/ops/auth/reauthenticate',
  'GET /api/ops/auth/sessions',
  'DELETE /api/ops/auth/sessions/{id}',
  'GET /api/ops/demand',
  'GET /api/ops/demand/trend',
  'GET /api/ops/demand/map',
  'GET /api/ops/demand/supply',
  'GET /api/ops/demand/export',
  // The promises report: counts and durations (its grouping by physiotherapist answers an analyst 403 itself).
  'GET /api/ops/promises',
  'GET /api/ops/promises/export',
  // Districts, counts and coverage changes' progress: no one's details.
  'GET /api/ops/coverage',
  'GET /api/ops/coverage/{district}',
  'GET /api/ops/coverage-changes',
  'GET /api/ops/coverage-changes/{id}',
];

/** Routes that show or change a person's details (families, physiotherapists, staff): each must answer 403. */
const PERSONAL_ROUTES = [
  'GET /api/ops/finder-requests',
  'GET /api/ops/finder-requests/{id}',
  'POST /api/ops/finder-requests/{id}/assign',
  'POST /api/ops/finder-requests/{id}/status',
  'POST /api/ops/finder-requests/{id}/notes',
  'POST /api/ops/finder-requests/{id}/rematch',
  'POST /api/ops/finder-requests/{id}/take',
  'POST /api/ops/finder-requests/{id}/hand-back',
  'POST /api/ops/finder-requests/{id}/follow-up-date',
  'POST /api/ops/finder-requests/{id}/calls',
  'GET /api/ops/enquiries',
  'GET /api/ops/enquiries/{id}',
  'PUT /api/ops/enquiries/{id}',
  'GET /api/ops/physiotherapists',
  'GET /api/ops/physiotherapists/{id}',
  'POST /api/ops/physiotherapists',
  'PUT /api/ops/physiotherapists/{id}',
  'DELETE /api/ops/physiotherapists/{id}',
  'GET /api/ops/accounts',
  'GET /api/ops/accounts/{id}',
  'POST /api/ops/accounts',
  'PUT /api/ops/accounts/{id}',
  'POST /api/ops/accounts/{id}/end-sessions',
  'POST /api/ops/accounts/{id}/unlock',
  // How each role signs in is an administrator's setting.
  'GET /api/ops/sign-in-rules',
  'GET /api/ops/sign-in-rules/{role}',
  'PUT /api/ops/sign-in-rules/{role}',
  'POST /api/ops/accounts/{id}/enrolment-link',
  'GET /api/ops/audit-log',
  'GET /api/ops/audit-log/{id}',
  'GET /api/ops/home',
  'GET /api/ops/waitlist',
  'GET /api/ops/waitlist/{id}',
  'POST /api/ops/waitlist/{id}/remove',
  'POST /api/ops/data-rights/search',
  'POST /api/ops/data-rights/export',
  'POST /api/ops/data-rights/erase',
  'GET /api/ops/queue-health',
  'POST /api/ops/queue-health/{queue}/jobs/{job_id}/retry',
  'POST /api/ops/queue-health/{queue}/retry-failed',
  'DELETE /api/ops/queue-health/{queue}/jobs/{job_id}',
  // Changing coverage is an admin's decision.
  'POST /api/ops/coverage/preview',
  'POST /api/ops/coverage/activate',
  'POST /api/ops/coverage/deactivate',
];

describe('what an analyst can reach', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let analyst: OpsClient;
  let routes: string[];

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(testEnv());
    analyst = await signedIn(api.url, await createOpsAccount(db, { role: 'analyst' }));
    // The routes registered in the app, as its OpenAPI document lists them.
    const doc = (await (await fetch(`${api.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/ops/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  it('finds every route listed here in the app', () => {
    for (const route of [...PERSONAL_ROUTES, ...ANALYST_ROUTES]) expect(routes).toContain(route);
  });

  it('answers 403 AUTH.FORBIDDEN on every ops route not meant for analysts, and changes nothing', async () => {
    const before = await db.query(
      `select (select count(*) from finder_request) r, (select count(*) from physiotherapist) p,
              (select count(*) from ops_account) a, (select count(*) from contact_enquiry) e`,
    );
    const refused: string[] = [];
    const answered: string[] = [];
    for (const route of routes.filter((r) => !ANALYST_ROUTES.includes(r))) {
      const [method, path] = route.split(' ');
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await analyst.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      if (res.status === 403 && res.body?.code === 'AUTH.FORBIDDEN') refused.push(route);
      else answered.push(`${route} → ${res.status}`);
    }
    expect(answered).toEqual([]);
    expect(refused).toEqual(expect.arrayContaining(PERSONAL_ROUTES));
    expect(
      await db.query(
        `select (select count(*) from finder_request) r, (select count(*) from physiotherapist) p,
                (select count(*) from ops_account) a, (select count(*) from contact_enquiry) e`,
      ),
    ).toEqual(before);
  });

  it('reads the demand report', async () => {
    for (const path of ['/api/ops/demand', '/api/ops/demand/trend', '/api/ops/demand/map']) {
      expect((await analyst.get(path)).status).toBe(200);
    }
  });
});
