import { request as httpRequest } from 'node:http';
import { testEnv } from '../support/env.js';
import { startApi, type RunningApi } from '../support/processes.js';

interface Answer {
  status: number;
  location?: string;
  body: string;
}

/** A GET to the API with the Host header a browser would send for that site (both names reach this one server). */
function get(api: RunningApi, host: string, path: string): Promise<Answer> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * OPS_OWN_HOST=on through the real API: the public host answers the dashboard's API as an address that is not there,
 * and the dashboard's host serves only the dashboard (a script of the public site can then never run on the origin
 * that holds a coordinator's session and CSRF token, nor call the ops API with their cookie).
 */
describe('the dashboard on a host of its own', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(
      testEnv({ PUBLIC_BASE_URL: 'http://www.physio.test', OPS_ORIGIN: 'http://ops.physio.test', OPS_OWN_HOST: 'on' }),
    );
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('refuses the ops API on the public host with the 404 of an unknown address', async () => {
    const refused = await get(api, 'www.physio.test', '/api/ops/auth/session');
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/ops/auth/session',
    });
    // The same address on the dashboard's host is the real one: no session yet.
    expect((await get(api, 'ops.physio.test', '/api/ops/auth/session')).status).toBe(401);
  });

  it("serves the public API on the public host only, and sends the dashboard host's bare address to /ops/", async () => {
    expect((await get(api, 'www.physio.test', '/api/coverage/counties')).status).toBe(200);
    expect((await get(api, 'ops.physio.test', '/api/coverage/counties')).status).toBe(404);
    const bare = await get(api, 'ops.physio.test', '/');
    expect([bare.status, bare.location]).toEqual([302, '/ops/']);
  });

  it('answers the health checks on both hosts', async () => {
    expect((await get(api, 'www.physio.test', '/api/health/live')).status).toBe(200);
    expect((await get(api, 'ops.physio.test', '/api/health/live')).status).toBe(200);
  });
});
