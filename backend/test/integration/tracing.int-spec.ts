import { Queue } from 'bullmq';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, TEST_REDIS_URL, testEnv } from '../support/env.js';
import { confirmFinderRequest } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { SPAN_KIND, startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

// Shrewsbury: no other integration test uses it.
const AREA = 'SY';
const PHYSIO_EMAIL = 'tracing.physio@example.org';

type Http = ReturnType<typeof apiClient>;
type Db = TestDatabase;

/** A family's request, submitted and then confirmed once its confirmation email went (two requests, two traces). */
async function submitThenConfirm(http: Http, db: Db, body: Record<string, unknown>): Promise<string> {
  const submitted = await http.post('/api/finder-requests', {
    condition: 'falls-prevention',
    urgency: 'soon',
    consent: true,
    ...body,
  });
  expect(submitted.status).toBe(201);
  const id: string = submitted.body.id;
  await waitFor('the confirmation email', async () => (await sent(db, 'finder-confirm-family', id)) > 0);
  await confirmFinderRequest(http, id);
  await waitFor('the match and its family email', async () => (await sent(db, 'finder-matched-family', id)) > 0);
  return id;
}

const sent = (db: Db, template: string, id: string) =>
  db.count('email_log', "template = $1 and subject_id = $2 and status = 'sent'", [template, id]);

/** The span and its ancestors, nearest first, as far as they were exported. */
function ancestry(spans: readonly ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain = [span];
  for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) {
    chain.push(parent);
  }
  return chain;
}

const isServerSpan = (route: string) => (span: ReceivedSpan) =>
  span.kind === SPAN_KIND.server && span.service === 'physio-api' && span.name === `POST ${route}`;
const isJobSpan = (queue: string) => (span: ReceivedSpan) =>
  span.kind === SPAN_KIND.consumer && span.service === 'physio-worker' && span.name === `process ${queue}`;

/**
 * One trace for a family's request: its HTTP request (API), the matching job it queued through the outbox (worker),
 * and the email jobs the matching queued through the outbox in turn; then another for its confirmation. Each span's
 * parent chain leads back to the request, so the trace context crossed both hops: outbox row to job, and job to the
 * next job's row. Spans go to a real OTLP/HTTP receiver, log lines carry the trace's id, and nothing personal leaves.
 */
describe('traces', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let http: Http;
  let physioId: number;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    physioId = await createPhysiotherapist(db, {
      name: 'Tracing Physio',
      baseDistrict: 'SY1',
      travelRadiusMiles: 30,
      specialties: ['falls-prevention'],
      contactEmail: PHYSIO_EMAIL,
    });
    smtp = await startSmtpServer();
    // The physiotherapist's address is refused for good: the mail job logs a warning, within its span.
    smtp.rejectRecipients(/^tracing\.physio@/);
    receiver = await startOtlpReceiver();
    const env = testEnv({
      ...smtp.env,
      ...GENEROUS_RATE_LIMITS,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans leave every 100 ms (default 5 s), and an absent collector is given up on after 2 s (default 10 s).
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_EXPORTER_OTLP_TIMEOUT: '2000',
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await receiver?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'SY1 %'`);
      await removePhysiotherapists(db, physioId ? [physioId] : []);
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  let id: string;
  let submission: ReceivedSpan[];
  let confirmation: ReceivedSpan[];

  it('shows a request, its matching job and its email job in one trace, each the descendant of the one before', async () => {
    id = await submitThenConfirm(http, db, {
      postcode: 'SY1 1AA',
      contact_name: 'Tracing Family',
      contact_email: 'tracing.family@example.com',
    });
    await waitFor(
      'the refused referral email',
      async () =>
        (await db.count(
          'email_log',
          `template = 'referral-offer' and status = 'failed'
           and subject_id in (select id::text from referral_offer where finder_request_id = $1)`,
          [id],
        )) > 0,
    );

    // The submission's trace: POST → process matching (the recommendation) → process mail (the confirmation email).
    const chainOf = (route: string, minimumMailJobs: number) =>
      waitFor(`the trace of POST ${route} to reach its email jobs`, async () => {
        const spans = receiver.spans;
        const request = spans.find(isServerSpan(route));
        if (!request) return undefined;
        const trace = spans.filter((span) => span.traceId === request.traceId);
        const mailJobs = trace.filter(isJobSpan('mail')).filter((mail) => {
          const chain = ancestry(trace, mail);
          const matching = chain.findIndex(isJobSpan('matching'));
          return matching > 0 && chain.slice(matching).includes(request);
        });
        return mailJobs.length >= minimumMailJobs ? trace : undefined;
      });
    submission = await chainOf('/api/finder-requests', 1);
    // The confirmation's trace: POST confirm → process matching (the match) → process mail, twice: the family's email
    // and the physiotherapist's referral (refused).
    confirmation = await chainOf('/api/finder-requests/confirm', 2);

    for (const trace of [submission, confirmation]) {
      const matching = trace.filter(isJobSpan('matching'));
      expect(matching).toHaveLength(1);
      expect(matching[0].attributes['messaging.destination.name']).toBe('matching');
      // The job is a child of a span of the API process: the row's context crossed into the job.
      const parent = trace.find((span) => span.spanId === matching[0].parentSpanId);
      expect(parent?.service).toBe('physio-api');
    }
    expect(submission[0].traceId).not.toBe(confirmation[0].traceId);

    // The refused email's job failed, and says only the error's class.
    const refused = confirmation.filter(isJobSpan('mail')).find((span) => span.statusCode === 2);
    expect(refused?.attributes['error.type']).toBe('UnrecoverableError');
    expect(refused?.statusMessage ?? '').toBe('');

    // HTTP, Fastify, PostgreSQL and Redis are each instrumented.
    const all = [...submission, ...confirmation];
    const request = submission.find(isServerSpan('/api/finder-requests'))!;
    expect(request.attributes['http.route'] ?? request.attributes['http.target']).toBe('/api/finder-requests');
    expect(all.some((span) => span.attributes['fastify.root'] === '@fastify/otel')).toBe(true);
    const dbSystem = (span: ReceivedSpan) => span.attributes['db.system'] ?? span.attributes['db.system.name'];
    expect(all.some((span) => span.service === 'physio-api' && dbSystem(span) === 'postgresql')).toBe(true);
    expect(all.some((span) => span.service === 'physio-worker' && dbSystem(span) === 'postgresql')).toBe(true);
    expect(all.some((span) => dbSystem(span) === 'redis')).toBe(true);
  });

  it("puts the trace's id on the log lines written within it, in the API and in the worker", async () => {
    const lines = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, any>);
    const confirmed = confirmation.find(isServerSpan('/api/finder-requests/confirm'))!;
    const requestLog = lines(api.output()).find(
      (line) => line.req?.path === '/api/finder-requests/confirm' && line.res?.statusCode === 200,
    );
    expect(requestLog?.trace_id).toBe(confirmed.traceId);

    const refusedLog = lines(worker.output()).find((line) => line.msg === 'Email refused permanently');
    expect(refusedLog?.trace_id).toBe(confirmed.traceId);
    expect(confirmation.map((span) => span.spanId)).toContain(refusedLog?.span_id);
    // Outside any span (start-up), a line has none.
    expect(lines(worker.output()).find((line) => line.msg === 'Worker started')?.trace_id).toBeUndefined();
  });

  it('sends nothing personal: no id, address, postcode, name or token, and paths as in the logs', async () => {
    await http.get(`/api/finder-requests/${id}?postcode=SY1%201AA`);
    const read = await waitFor('the span of the result page', async () =>
      receiver.spans.find((span) => span.kind === SPAN_KIND.server && span.name === 'GET /api/finder-requests/:id'),
    );
    expect(read.attributes['http.target'] ?? read.attributes['url.path']).toBe('/api/finder-requests/:id');
    const exported = receiver.bodies.join('\n');
    for (const secret of [id, 'tracing.family@example.com', PHYSIO_EMAIL, 'SY1 1AA', 'SY1%201AA', 'Tracing Family']) {
      expect(exported).not.toContain(secret);
    }
    // A server span's peer is the family's computer: no address.
    const clientKeys = ['client.address', 'net.peer.ip', 'network.peer.address', 'http.client_ip'];
    for (const span of receiver.spans.filter((span) => span.kind === SPAN_KIND.server)) {
      for (const key of clientKeys) expect(span.attributes[key]).toBeUndefined();
    }
  });

  it('goes on working when the collector is gone: requests and jobs never wait for it', async () => {
    await receiver.stop();
    const second = await submitThenConfirm(http, db, {
      postcode: 'SY1 1AB',
      contact_name: 'Second Family',
      contact_email: 'second.family@example.com',
    });
    const view = await http.get(`/api/finder-requests/${second}`);
    expect(view.body.status).toBe('matched');
    // One line says so, at most once a minute, instead of an error per batch of spans.
    await waitFor('the warning that traces cannot be sent', async () =>
      worker.output().includes('Traces could not be sent to the OTLP endpoint'),
    );
  });
});

/** Without an OTLP endpoint nothing of tracing starts: jobs carry no trace context and log lines no trace id. */
describe('traces, when not configured', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  let physioId: number;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    physioId = await createPhysiotherapist(db, {
      baseDistrict: 'SY1',
      travelRadiusMiles: 30,
      specialties: ['falls-prevention'],
      contactEmail: 'untraced.physio@example.org',
    });
    smtp = await startSmtpServer();
    env = testEnv({ ...smtp.env, ...GENEROUS_RATE_LIMITS, LOG_LEVEL: 'info' });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'SY1 %'`);
      await removePhysiotherapists(db, physioId ? [physioId] : []);
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  it('matches and emails as before, with jobs and log lines as they were', async () => {
    const http = apiClient(api.url);
    await submitThenConfirm(http, db, { postcode: 'SY1 1AC', contact_email: 'untraced.family@example.com' });
    const connection = { url: TEST_REDIS_URL };
    const queues = [
      new Queue('matching', { connection, prefix: env.QUEUE_PREFIX }),
      new Queue('mail', { connection, prefix: env.QUEUE_PREFIX }),
    ];
    try {
      const jobs = (await Promise.all(queues.map((queue) => queue.getJobs(['completed'])))).flat();
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      for (const job of jobs) expect(Object.keys(job.data as object)).not.toContain('traceContext');
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
    expect(api.output()).toContain('"path":"/api/finder-requests/confirm"');
    expect(api.output()).not.toContain('trace_id');
    expect(worker.output()).not.toContain('trace_id');
  });
});
