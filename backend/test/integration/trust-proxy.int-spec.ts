import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

const LIMIT = 3;

/**
 * Rate limits (and the demand report's distinct people) count clients by address. Only the proxies named in
 * TRUST_PROXY may say which address that is, in X-Forwarded-For; by default nobody may.
 */
describe('the client address', () => {
  let db: TestDatabase;
  let api: RunningApi | undefined;

  const search = (http: ReturnType<typeof apiClient>, forwardedFor: string) =>
    http.post(
      '/api/expansion-tracking',
      { postcode: 'EH1 1AA', timestamp: new Date().toISOString(), type: 'out_of_area_search' },
      { 'x-forwarded-for': forwardedFor },
    );

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate expansion_event, outbox_message');
  });

  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  afterAll(async () => {
    await db?.query('truncate expansion_event, outbox_message');
    await db?.close();
  });

  it('by default is the connecting address: a made-up X-Forwarded-For does not escape the rate limit', async () => {
    api = await startApi(testEnv({ TRACKING_RATE_LIMIT_PER_MINUTE: String(LIMIT) }));
    const http = apiClient(api.url);
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 2; i++) statuses.push((await search(http, `203.0.113.${i}`)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('behind a proxy named in TRUST_PROXY is the address that proxy forwards', async () => {
    // The test connects from 127.0.0.1, as a load balancer on the same host would.
    api = await startApi(testEnv({ TRACKING_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' }));
    const http = apiClient(api.url);
    const families: number[] = [];
    for (let i = 1; i <= LIMIT + 2; i++) families.push((await search(http, `198.51.100.${i}`)).status);
    expect(families).toEqual([202, 202, 202, 202, 202]);
    const oneClient: number[] = [];
    for (let i = 1; i <= LIMIT; i++) oneClient.push((await search(http, `192.0.2.7, 198.51.100.1`)).status);
    // 198.51.100.1 (the address the proxy saw) already made one search above.
    expect(oneClient).toEqual([202, 202, 429]);
  });

  it('refuses to start when TRUST_PROXY is malformed, naming it', () => {
    const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH ?? '', ...testEnv({ TRUST_PROXY: 'true' }) },
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('TRUST_PROXY="true"');
  });
});
