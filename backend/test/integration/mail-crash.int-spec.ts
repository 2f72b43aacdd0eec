import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { startWorker, waitFor, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const CLI = join(__dirname, '..', '..', 'dist', 'cli', 'coverage.js');
// The Scottish Borders: no other test covers it, nothing seeded covers it.
const AREA = 'TD';
const ENTRIES = 40;
const POOL_CONNECTIONS = 2;
// The SMTP server answers this many emails, then takes the next ones without answering: the worker is mid-batch.
const ANSWERED_BEFORE_THE_KILL = 10;

/**
 * A worker killed with SIGKILL in the middle of a batch of emails (the waitlist's "your area is now covered"):
 * once a worker runs again, every family gets its email, nothing stays `sending`, and only what was in flight
 * to the SMTP server at the kill can arrive twice.
 */
describe('emails when a worker is killed mid-batch', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let physioId: number | undefined;
  const workers: RunningProcess[] = [];

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate waitlist_entry, email_log, outbox_message, coverage_change');
    await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
    await db.query(
      `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, notified, created_at)
       select gen_random_uuid(), 'Family ' || i, 'family' || i || '@crash.example', 'family' || i || '@crash.example',
              d.district || ' 1AA', d.district, d.area, 'falls-prevention', false, now()
       from generate_series(1, $1::int) as i
       join lateral (select district, area from postcode_district where area = $2 order by district offset (i % 5) limit 1) d on true`,
      [ENTRIES, AREA],
    );
    // Coverage is offered only where a physiotherapist reaches: one whose radius takes in the whole area.
    physioId = await createPhysiotherapist(db, { baseDistrict: 'TD1', travelRadiusMiles: 80 });
    smtp = await startSmtpServer({ holdAfter: ANSWERED_BEFORE_THE_KILL });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await smtp?.stop();
    await db?.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
    if (db && physioId) await removePhysiotherapists(db, [physioId]);
    await db?.close();
  });

  it('delivers every email at least once, leaves none sending, and duplicates at most what was in flight', async () => {
    const env = testEnv({
      ...smtp.env,
      SMTP_POOL_CONNECTIONS: String(POOL_CONNECTIONS),
      // Short, so that the dead worker's claims and job are taken over within the test.
      MAIL_CLAIM_LEASE_SECONDS: '3',
      JOB_LOCK_DURATION_MS: '2000',
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    });
    workers.push(await startWorker(env));
    const activated = spawnSync(process.execPath, [CLI, 'activate', AREA], {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });
    expect(activated.status).toBe(0);

    await waitFor(
      'the SMTP server to hold an unanswered email on every connection',
      async () => smtp.held() === POOL_CONNECTIONS,
      90_000,
    );
    await workers[0].kill();

    // In flight at the kill: emails the SMTP server had taken (answered or not) that were not recorded as sent.
    const entries = await db.query<{ id: string; email: string }>('select id, email from waitlist_entry');
    const entryOf = new Map(entries.map((e) => [e.email, e.id]));
    const recordedAtKill = new Set(
      (await db.query<{ subject_id: string }>(`select subject_id from email_log where status = 'sent'`)).map(
        (r) => r.subject_id,
      ),
    );
    const inFlightAtKill = smtp.received.filter((m) => !recordedAtKill.has(entryOf.get(m.to[0])!)).length;

    smtp.answerHeld();
    workers.push(await startWorker(env));
    // Until the queues have nothing left to do: the killed job taken over, retried or delayed as it needs.
    const queues = ['waitlist', 'mail'].map(
      (name) => new Queue(name, { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
    );
    try {
      await waitFor(
        'the queues to finish every job',
        async () => {
          const counts = await Promise.all(
            queues.map((q) => q.getJobCounts('wait', 'active', 'delayed', 'prioritized', 'waiting-children')),
          );
          return counts.every((c) => Object.values(c).every((n) => n === 0));
        },
        180_000,
        250,
      );
    } finally {
      await Promise.all(queues.map((q) => q.close()));
    }

    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(mail.to[0], (copies.get(mail.to[0]) ?? 0) + 1);
    expect(entries.filter((e) => !copies.has(e.email)).map((e) => e.email)).toEqual([]);
    expect(await db.count('waitlist_entry', 'notified')).toBe(ENTRIES);
    expect(await db.count('email_log', "status = 'sending'")).toBe(0);

    const duplicates = smtp.received.length - copies.size;
    expect(duplicates).toBeLessThanOrEqual(inFlightAtKill);
    // What can be in flight is bounded by the worker's unrecorded slots (four per SMTP connection), whatever the
    // batch size.
    expect(inFlightAtKill).toBeLessThanOrEqual(4 * POOL_CONNECTIONS);
  });
});
