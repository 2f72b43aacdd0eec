import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { submitConfirmed } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

// Kilmarnock: no other integration test uses it.
const AREA = 'KA';
const FAMILY_EMAIL = 'metrics.family@example.com';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** One sample's value from Prometheus' text format: `name{label="v",…} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/**
 * Prometheus' endpoint of the API and of the worker, each on its own port (METRICS_PORT), after a family's request
 * went from the form to its emails: requests by route template, jobs by queue, emails by template, matching
 * outcomes, the outbox and the queues; never an id or an address; the public port does not serve it.
 */
describe('metrics for monitoring', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let physioId: number;
  const ports = { api: 0, worker: 0 };
  const scrape = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    db = testDatabase();
    // Nothing left in the outbox by an earlier file: every email counted here is this test's.
    await db.resetTransactionalData();
    await db.query('truncate email_log');
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    physioId = await createPhysiotherapist(db, {
      name: 'Metrics Physio',
      baseDistrict: 'KA1',
      travelRadiusMiles: 30,
      specialties: ['falls-prevention'],
      contactEmail: 'metrics.physio@example.org',
    });
    smtp = await startSmtpServer();
    const env = testEnv({ ...smtp.env, ...GENEROUS_RATE_LIMITS, METRICS_PORT: '0' });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    // Each process names the port it was given before it reports ready.
    const metricsPort = (process: RunningProcess) =>
      Number(process.messages().find((m) => 'metricsListening' in m)?.metricsListening);
    [ports.api, ports.worker] = [metricsPort(api), metricsPort(worker)];
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'KA1 %'`);
      await removePhysiotherapists(db, physioId ? [physioId] : []);
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  it("counts a family's request from the form to its emails, by template and route, with nothing personal", async () => {
    const http = apiClient(api.url);
    const { id, view } = await submitConfirmed(http, {
      postcode: 'KA1 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Metrics Family',
      contact_email: FAMILY_EMAIL,
    });
    expect(view.status).toBe('matched');
    // The physiotherapist's offer is the last email of the journey.
    await waitFor('the referral offer email', async () =>
      smtp.received.some((m) => m.to.includes('metrics.physio@example.org')),
    );

    const apiText = await scrape(ports.api);
    expect(
      sample(apiText, 'physio_http_requests_total', { method: 'POST', route: '/api/finder-requests', status: '201' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(apiText, 'physio_http_requests_total', {
        method: 'GET',
        route: '/api/finder-requests/:id',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(apiText, 'physio_http_request_duration_seconds_count', { method: 'POST', route: '/api/finder-requests' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(apiText, 'physio_nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(sample(apiText, 'physio_db_pool_connections', { state: 'used' })).toBeDefined();

    // Each template's count is what the email log says went out (this file's emails only: the outbox was emptied),
    // read together until both agree: emails may still be going out while the page is read.
    const sentInLog = () =>
      db.query<{ template: string; n: number }>(
        `select template, count(*)::int as n from email_log where status = 'sent' group by template order by template`,
      );
    const counted = (text: string, template: string) =>
      sample(text, 'physio_emails_total', { template, outcome: 'sent' });
    let lastSeen = '';
    const workerText = await waitFor('the worker to count every email the log says went out', async () => {
      const sent = await sentInLog();
      const text = await scrape(ports.worker);
      lastSeen = JSON.stringify(sent.map(({ template, n }) => [template, n, counted(text, template)]));
      const templates = sent.map((r) => r.template);
      const all = ['finder-matched-family', 'referral-offer'].every((t) => templates.includes(t));
      return all && sent.every(({ template, n }) => counted(text, template) === n) ? text : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message} (log, counted: ${lastSeen})`);
    });
    expect(sample(workerText, 'physio_matching_outcomes_total', { outcome: 'matched' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(workerText, 'physio_job_duration_seconds_count', { queue: 'matching', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(workerText, 'physio_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(workerText, 'physio_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(workerText, 'physio_queue_jobs', { queue: 'mail', state: 'failed' })).toBe(0);
    expect(sample(workerText, 'physio_promises_at_risk')).toBeGreaterThanOrEqual(0);

    // No label carries an id, an address, a postcode or a name.
    for (const text of [apiText, workerText]) {
      expect(text).not.toMatch(UUID);
      expect(text).not.toContain(id);
      expect(text).not.toContain('@');
      expect(text).not.toContain('KA1');
      expect(text).not.toContain('Metrics Family');
    }
  });

  it('is served only on its own port: the public port and other paths do not answer it', async () => {
    const publicAnswer = await fetch(`${api.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain('physio_http_requests_total');
    const apiMetricsAnswer = await fetch(`${api.url}/api/metrics`);
    expect(apiMetricsAnswer.status).toBe(404);
    const otherPath = await fetch(`http://127.0.0.1:${ports.api}/`);
    expect(otherPath.status).toBe(404);
  });

  it('a path no route matches is counted as unmatched, so a scanner cannot make a label per URL', async () => {
    await fetch(`${api.url}/api/no-such-thing/${crypto.randomUUID()}`);
    const text = await scrape(ports.api);
    expect(
      sample(text, 'physio_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(UUID);
    expect(text).not.toContain('no-such-thing');
  });
});
