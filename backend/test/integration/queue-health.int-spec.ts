import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { httpStatusOf } from '../../src/common/errors/http-status.js';
import type { Env } from '../../src/config/env.js';
import { buildOrmConfig } from '../../src/infra/database/mikro-orm.config.js';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { GetQueueHealthHandler } from '../../src/modules/queue-health/queries/get-queue-health/get-queue-health.handler.js';
import { QueueInspector, RedisUnavailableError } from '../../src/modules/queue-health/queue-inspector.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL, testEnv } from '../support/env.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { OpsClient, signedIn } from '../support/ops-client.js';
import {
  freePort,
  startApi,
  startWorker,
  waitFor,
  type RunningApi,
  type RunningProcess,
} from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const COORDINATORS_INBOX = 'coordinators@queue-health.test';
const PAGE = '/api/ops/queue-health';
/** The SMTP server refuses these addresses for good (550), naming the address in its answer. */
const REFUSED = /^refused-/;
/** A topic no feature routes: the relay cannot move it, so it stays in the outbox (as an old release's event would). */
const UNROUTED_TOPIC = 'queue-health-test.unrouted';

const queueOf = (prefix: string, name: string) =>
  new Queue(name, { connection: redisOptionsFromUrl(TEST_REDIS_URL), prefix });

async function removeQueues(prefix: string): Promise<void> {
  for (const name of ['matching', 'mail', 'demand', 'waitlist', 'retention']) {
    const queue = queueOf(prefix, name);
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/**
 * An enquiry whose acknowledgement the SMTP server refuses (or accepts, once told to), with the outbox event that
 * asks for the email, as the contact form writes them. Answers the enquiry id and the details a page must not show.
 */
async function enquiryWithEmail(db: TestDatabase, label: string) {
  const id = randomUUID();
  const person = {
    name: `Harriet ${label} Whitlock`,
    email: `refused-${label}-${randomBytes(3).toString('hex')}@example.com`,
    phone: '07911 123456',
    message: `Mum fell last week (${label})`,
  };
  await db.query(
    `insert into contact_enquiry (id, name, email, phone, subject, message) values ($1, $2, $3, $4, 'pricing', $5)`,
    [id, person.name, person.email, person.phone, person.message],
  );
  await db.query(`insert into outbox_message (topic, aggregate_id, payload) values ('mail.requested', $1, $2::jsonb)`, [
    id,
    JSON.stringify({ template: 'contact-acknowledgement', recipientRole: 'sender' }),
  ]);
  return { id, person };
}

interface FailedJobBody {
  queue: string;
  job_id: string;
  name: string;
  template: string | null;
  record_ids: string[];
  error: string;
  attempts_made: number;
}

async function failedJobOf(ops: OpsClient, recordId: string): Promise<FailedJobBody | undefined> {
  const res = await ops.get(PAGE);
  return (res.body.failed_jobs as FailedJobBody[]).find((job) => job.record_ids.includes(recordId));
}

const waitForFailedJob = (ops: OpsClient, recordId: string) =>
  waitFor(`a failed job about ${recordId}`, () => failedJobOf(ops, recordId), 30000);

describe('Background work: the page, retry and remove (real worker, BullMQ, SMTP)', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: RunningApi;
  let worker: RunningProcess;
  let env: Record<string, string>;
  let coordinator: OpsClient;
  let admin: OpsClient;
  let analyst: OpsClient;

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    db = testDatabase();
    await db.query(
      'truncate contact_enquiry, contact_enquiry_entry, email_log, outbox_message, queue_health_incident, queue_health_state',
    );
    smtp = await startSmtpServer();
    smtp.rejectRecipients(REFUSED);
    env = testEnv({ ...smtp.env, COORDINATORS_INBOX, MAIL_RETRY_DELAY_MS: '50' });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    const [c, a, n] = await Promise.all([
      createOpsAccount(db, { role: 'coordinator' }),
      createOpsAccount(db, { role: 'admin' }),
      createOpsAccount(db, { role: 'analyst' }),
    ]);
    [coordinator, admin, analyst] = await Promise.all([
      signedIn(api.url, c),
      signedIn(api.url, a),
      signedIn(api.url, n),
    ]);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    if (env) await removeQueues(env.QUEUE_PREFIX);
    await smtp?.stop();
    await db?.close();
  });

  it('counts the waiting and delayed jobs of each queue', async () => {
    const waitlist = queueOf(env.QUEUE_PREFIX, 'waitlist');
    const demand = queueOf(env.QUEUE_PREFIX, 'demand');
    try {
      // Paused, the worker takes nothing from it: the jobs stay waiting. Delayed an hour, they stay delayed.
      await waitlist.pause();
      await waitlist.addBulk([1, 2].map((n) => ({ name: 'count-me', data: { coverageChangeId: String(n) } })));
      await demand.addBulk([1, 2, 3].map((n) => ({ name: 'count-me', data: { id: n }, opts: { delay: 3600_000 } })));

      const res = await coordinator.get(PAGE);
      expect(res.status).toBe(200);
      expect(res.body.redis).toBe('up');
      const counts = Object.fromEntries((res.body.queues as { queue: string }[]).map((q) => [q.queue, q]));
      expect(Object.keys(counts).sort()).toEqual(['demand', 'mail', 'matching', 'retention', 'waitlist']);
      expect(counts.waitlist).toMatchObject({ waiting: 2, delayed: 0, failed: 0 });
      expect(counts.demand).toMatchObject({ waiting: 0, delayed: 3, failed: 0 });
    } finally {
      await waitlist.drain(true);
      await demand.drain(true);
      await waitlist.resume();
      await Promise.all([waitlist.close(), demand.close()]);
    }
    const after = await coordinator.get(PAGE);
    const demandAfter = (after.body.queues as { queue: string; delayed: number }[]).find((q) => q.queue === 'demand');
    expect(demandAfter?.delayed).toBe(0);
  });

  it('shows a failed email with its error and the record id, and nothing about the person', async () => {
    const { id, person } = await enquiryWithEmail(db, 'shown');
    const job = await waitForFailedJob(coordinator, id);
    expect(job).toMatchObject({ queue: 'mail', name: 'send-email', template: 'contact-acknowledgement' });
    expect(job.record_ids).toEqual([id]);
    // The SMTP server's answer named the address: the page shows the refusal with the address masked.
    expect(job.error).toContain('550');
    expect(job.error).toContain('[email]');

    const res = await coordinator.get(PAGE);
    const page = JSON.stringify(res.body);
    for (const detail of Object.values(person)) expect(page).not.toContain(detail);
    expect(page).not.toContain(person.email.split('@')[0]);
    const mail = (res.body.queues as { queue: string; failed: number }[]).find((q) => q.queue === 'mail');
    expect(mail?.failed).toBe(1);
    expect(mailsTo(person.email)).toHaveLength(0);
  });

  it('retry runs the failed job again: once the address is accepted, the email goes and the job leaves the list', async () => {
    const { id, person } = await enquiryWithEmail(db, 'retried');
    const job = await waitForFailedJob(coordinator, id);
    smtp.rejectRecipients(null);
    try {
      const completedBefore = (await coordinator.get(PAGE)).body.queues.find(
        (q: { queue: string }) => q.queue === 'mail',
      ).completed as number;
      const res = await coordinator.post(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}/retry`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ queue: 'mail', job_id: job.job_id, action: 'retried' });

      await waitFor(`the acknowledgement to ${person.email}`, async () => mailsTo(person.email).length === 1);
      await waitFor('the job to leave the failed list', async () => (await failedJobOf(coordinator, id)) === undefined);
      // The email is accepted before BullMQ marks its job completed: wait for the mark, which must still come.
      await waitFor('the page to count the retried job completed', async () => {
        const mail = (await coordinator.get(PAGE)).body.queues.find((q: { queue: string }) => q.queue === 'mail');
        return mail.completed > completedBefore;
      });
    } finally {
      smtp.rejectRecipients(REFUSED);
    }
    const [audit] = await db.query<{ action: string; resource: string; record_id: string; username: string }>(
      `select action, resource, record_id, username from audit_log where action = 'retry-job' and record_id = $1`,
      [`mail/${job.job_id}`],
    );
    expect(audit).toMatchObject({ resource: 'queue-health', username: expect.any(String) });
  });

  it('remove deletes a failed job for good, and says so once it is gone', async () => {
    const { id, person } = await enquiryWithEmail(db, 'removed');
    const job = await waitForFailedJob(coordinator, id);

    const res = await admin.delete(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queue: 'mail', job_id: job.job_id, action: 'removed' });
    expect(await failedJobOf(coordinator, id)).toBeUndefined();
    const queue = queueOf(env.QUEUE_PREFIX, 'mail');
    try {
      expect(await queue.getJob(job.job_id)).toBeUndefined();
    } finally {
      await queue.close();
    }
    expect(await db.count('audit_log', "action = 'remove-job' and record_id = $1", [`mail/${job.job_id}`])).toBe(1);

    const again = await admin.delete(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}`);
    expect(again.status).toBe(404);
    expect(mailsTo(person.email)).toHaveLength(0);
  });

  it('retry all runs every failed job of a queue again', async () => {
    const first = await enquiryWithEmail(db, 'all-one');
    const second = await enquiryWithEmail(db, 'all-two');
    const jobs = [await waitForFailedJob(coordinator, first.id), await waitForFailedJob(coordinator, second.id)];
    expect(jobs.map((job) => job.attempts_made)).toEqual([1, 1]);
    const failedBefore = (await coordinator.get(PAGE)).body.queues.find((q: { queue: string }) => q.queue === 'mail')
      .failed as number;

    const res = await coordinator.post(`${PAGE}/mail/retry-failed`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queue: 'mail', retried: failedBefore });

    // Still refused: each ran once more and failed again.
    await waitFor('both jobs to fail a second time', async () => {
      const again = await Promise.all([failedJobOf(coordinator, first.id), failedJobOf(coordinator, second.id)]);
      return again.every((job) => job?.attempts_made === 2);
    });
    const [audit] = await db.query<{ details: { count: number } }>(
      `select details from audit_log where action = 'retry-failed-jobs' and record_id = 'mail'`,
    );
    expect(audit.details).toEqual({ count: failedBefore });
  });

  it('refuses a bad queue or job id naming the field, a job that has not failed, and a write without the CSRF token', async () => {
    const badQueue = await coordinator.post(`${PAGE}/letters/jobs/1/retry`);
    expect(badQueue.status).toBe(400);
    expect(badQueue.body.errors).toEqual([expect.objectContaining({ field: 'queue', rule: 'isIn' })]);
    const badId = await coordinator.delete(`${PAGE}/mail/jobs/${encodeURIComponent('job id with spaces')}`);
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([expect.objectContaining({ field: 'job_id', rule: 'matches' })]);
    expect((await coordinator.post(`${PAGE}/mail/jobs/no-such-job/retry`)).status).toBe(404);

    const demand = queueOf(env.QUEUE_PREFIX, 'demand');
    try {
      const delayed = await demand.add('not-failed', { id: 1 }, { delay: 3600_000 });
      const retry = await coordinator.post(`${PAGE}/demand/jobs/${delayed.id}/retry`);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toMatch(/only a failed job/i);
      expect((await coordinator.delete(`${PAGE}/demand/jobs/${delayed.id}`)).status).toBe(409);
      expect(await delayed.getState()).toBe('delayed');
    } finally {
      await demand.drain(true);
      await demand.close();
    }

    const { id } = await enquiryWithEmail(db, 'csrf');
    const job = await waitForFailedJob(coordinator, id);
    const noToken = await coordinator.post(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}/retry`, undefined, {
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    const noTokenDelete = await coordinator.delete(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}`, {
      csrf: false,
    });
    expect(noTokenDelete.status).toBe(403);
    expect((await failedJobOf(coordinator, id))?.attempts_made).toBe(1);
  });

  it('is closed to analysts (403) and to anyone not signed in (401)', async () => {
    expect((await analyst.get(PAGE)).status).toBe(403);
    expect((await analyst.post(`${PAGE}/mail/retry-failed`)).status).toBe(403);
    expect((await analyst.delete(`${PAGE}/mail/jobs/1`)).status).toBe(403);
    expect((await analyst.post(`${PAGE}/mail/jobs/1/retry`)).status).toBe(403);
    const stranger = new OpsClient(api.url);
    expect((await stranger.get(PAGE)).status).toBe(401);
    expect((await stranger.post(`${PAGE}/mail/retry-failed`)).status).toBe(401);
  });
});

describe('Background work alerts: one email per incident (real worker checks every 200 ms)', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: RunningApi;
  let worker: RunningProcess;
  let env: Record<string, string>;
  let coordinator: OpsClient;

  const alerts = (about: RegExp): ParsedMail[] =>
    smtp.received
      .filter((m) => m.to.includes(COORDINATORS_INBOX))
      .map(parseMail)
      .filter((m) => about.test(m.subject));

  /** Waits until the worker has run `n` more checks (each moves queue_health_state.checked_at). */
  async function checksPass(n: number): Promise<void> {
    const seen = new Set<string>();
    await waitFor(`${n} more checks`, async () => {
      const [row] = await db.query<{ checked_at: Date | null }>('select checked_at from queue_health_state');
      if (row?.checked_at) seen.add(new Date(row.checked_at).toISOString());
      return seen.size > n;
    });
  }

  const openIncidents = (kind: string) => db.count('queue_health_incident', 'kind = $1 and closed_at is null', [kind]);

  beforeAll(async () => {
    db = testDatabase();
    await db.query(
      'truncate contact_enquiry, contact_enquiry_entry, email_log, outbox_message, queue_health_incident, queue_health_state',
    );
    smtp = await startSmtpServer();
    smtp.rejectRecipients(REFUSED);
    env = testEnv({
      ...smtp.env,
      COORDINATORS_INBOX,
      MAIL_RETRY_DELAY_MS: '50',
      QUEUE_HEALTH_CHECK_INTERVAL_MS: '200',
      QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS: '60',
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    if (env) await removeQueues(env.QUEUE_PREFIX);
    await smtp?.stop();
    await db?.close();
  });

  const insertOldOutboxRow = async () => {
    const [row] = await db.query<{ id: string }>(
      `insert into outbox_message (topic, aggregate_id, payload, created_at)
       values ($1, $2, '{}', now() - interval '2 minutes') returning id`,
      [UNROUTED_TOPIC, randomUUID()],
    );
    return row.id;
  };

  it('an outbox event older than a minute opens one incident and one email across checks; it recurs after clearing', async () => {
    const rowId = await insertOldOutboxRow();

    const page = await coordinator.get(PAGE);
    expect(page.body.outbox).toMatchObject({ max_age_seconds: 60 });
    // At least this row: a check may already have seen it and written its alert email's row too.
    expect(page.body.outbox.rows).toBeGreaterThanOrEqual(1);
    expect(page.body.outbox.oldest_age_seconds).toBeGreaterThanOrEqual(120);

    await waitFor('the delay alert', async () => alerts(/events are waiting/i).length >= 1, 30000);
    await checksPass(3);
    expect(alerts(/events are waiting/i)).toHaveLength(1);
    expect(await openIncidents('outbox-delay')).toBe(1);

    const [alert] = alerts(/events are waiting/i);
    expect(alert.text).toContain('/ops/#/background-work');
    expect(alert.text).toMatch(/Events waiting: 1\b/);

    const home = await coordinator.get('/api/ops/home');
    expect(home.body.background_work).toMatchObject({ outbox_delayed: true, failed_jobs_growing: false });
    expect(home.body.background_work.oldest_outbox_age_seconds).toBeGreaterThanOrEqual(120);
    const incidents = (await coordinator.get(PAGE)).body.incidents;
    expect(incidents).toEqual([expect.objectContaining({ kind: 'outbox-delay', alert_queued: true })]);

    await db.query('delete from outbox_message where id = $1', [rowId]);
    await waitFor('the incident to close', async () => (await openIncidents('outbox-delay')) === 0);
    expect((await coordinator.get('/api/ops/home')).body.background_work).toBeNull();
    await checksPass(2);
    expect(alerts(/events are waiting/i)).toHaveLength(1);

    const again = await insertOldOutboxRow();
    await waitFor('the second delay alert', async () => alerts(/events are waiting/i).length >= 2, 30000);
    await checksPass(3);
    expect(alerts(/events are waiting/i)).toHaveLength(2);
    expect(await db.count('queue_health_incident', "kind = 'outbox-delay'")).toBe(2);
    await db.query('delete from outbox_message where id = $1', [again]);
    await waitFor('the second incident to close', async () => (await openIncidents('outbox-delay')) === 0);
  });

  it('failed jobs growing opens one incident and one email, however many fail meanwhile; it recurs after they are dealt with', async () => {
    const first = await enquiryWithEmail(db, 'alert-one');
    const firstJob = await waitForFailedJob(coordinator, first.id);
    await waitFor('the failed-jobs alert', async () => alerts(/jobs have failed/i).length >= 1, 30000);
    expect((await coordinator.get('/api/ops/home')).body.background_work).toMatchObject({ failed_jobs_growing: true });

    const second = await enquiryWithEmail(db, 'alert-two');
    const secondJob = await waitForFailedJob(coordinator, second.id);
    await checksPass(3);
    expect(alerts(/jobs have failed/i)).toHaveLength(1);
    expect(await openIncidents('failed-jobs')).toBe(1);
    const [alert] = alerts(/jobs have failed/i);
    expect(alert.text).toContain('/ops/#/background-work');
    for (const detail of [...Object.values(first.person), first.id]) expect(alert.text).not.toContain(detail);

    for (const job of [firstJob, secondJob]) {
      expect((await coordinator.delete(`${PAGE}/mail/jobs/${encodeURIComponent(job.job_id)}`)).status).toBe(200);
    }
    await waitFor('the incident to close', async () => (await openIncidents('failed-jobs')) === 0);
    expect((await coordinator.get('/api/ops/home')).body.background_work).toBeNull();

    const third = await enquiryWithEmail(db, 'alert-three');
    await waitForFailedJob(coordinator, third.id);
    await waitFor('the second failed-jobs alert', async () => alerts(/jobs have failed/i).length >= 2, 30000);
    await checksPass(3);
    expect(alerts(/jobs have failed/i)).toHaveLength(2);
  });
});

describe('Background work when Redis does not answer', () => {
  let orm: MikroORM;
  let db: TestDatabase;
  let env: Env;
  let inspector: QueueInspector;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate outbox_message, queue_health_incident');
    orm = await MikroORM.init({
      ...buildOrmConfig({ DATABASE_URL: TEST_DATABASE_URL, DB_POOL_MAX: 2, NODE_ENV: 'test' }),
      preferTs: true,
      dynamicImportProvider: (id: string) => import(id),
    });
    env = {
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS: 60,
    } as Env;
    inspector = new QueueInspector(env);
  });

  afterAll(async () => {
    await inspector?.onModuleDestroy();
    await orm?.close(true);
    await db?.close();
  });

  it('the page answers redis "down" with the outbox figures instead of failing', async () => {
    await db.query(
      `insert into outbox_message (topic, aggregate_id, payload, created_at) values ($1, $2, '{}', now() - interval '5 minutes')`,
      [UNROUTED_TOPIC, randomUUID()],
    );
    const page = await new GetQueueHealthHandler(orm.em, env, inspector).execute();
    expect(page).toMatchObject({ redis: 'down', queues: [], failed_jobs: [], outbox: { rows: 1 } });
    expect(page.outbox.oldest_age_seconds).toBeGreaterThanOrEqual(300);
    await db.query('truncate outbox_message');
  });

  it('a retry or removal is refused with 503 and a code that says why', async () => {
    for (const attempt of [() => inspector.retry('mail', '1'), () => inspector.remove('mail', '1')]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedisUnavailableError);
      expect(error).toMatchObject({ kind: 'unavailable', code: 'QUEUE_HEALTH.REDIS_UNAVAILABLE' });
      expect(httpStatusOf(error as RedisUnavailableError)).toBe(503);
    }
  });
});
