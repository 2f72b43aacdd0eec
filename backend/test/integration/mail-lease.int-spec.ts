import { Queue } from 'bullmq';
import { JOBS, QUEUES } from '../../src/infra/queues/queues.js';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { mailJobOptions } from '../../src/infra/mail/mail.outbox-routes.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { startWorker, waitFor, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

// Dumfries and Galloway: no other test uses it.
const AREA = 'DG';
const ENTRIES = 30;
// Four seconds: renewals come every third of a lease, and on a busy machine (CI runs other suites beside this one)
// a starved worker's renewal has been seen to come later than a 1 s lease allows, and once later than 2 s.
const LEASE_SECONDS = 4;
// One connection answering every 450 ms: the batch takes about 13.5 s, more than three leases.
const ANSWER_AFTER_MS = 450;

/**
 * A live worker whose batch of emails outlasts the claim lease (a slow SMTP server), with a second job naming the
 * same emails (what a relay does when it publishes rows again after a crash, grouped differently). The lease lets
 * another job take over a dead sender's emails; it must not let a duplicate job take them from a sender that is
 * alive and still working through them, or the families get each email twice.
 */
describe('emails claimed by a live worker whose batch outlasts the claim lease', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let worker: RunningProcess | undefined;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate waitlist_entry, email_log');
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    await db.query(
      `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, notified, created_at)
       select gen_random_uuid(), 'Family ' || i, 'family' || i || '@lease.example', 'family' || i || '@lease.example',
              d.district || ' 1AA', d.district, d.area, 'falls-prevention', false, now()
       from generate_series(1, $1::int) as i
       join lateral (select district, area from postcode_district where area = $2 order by district offset (i % 3) limit 1) d on true`,
      [ENTRIES, AREA],
    );
    smtp = await startSmtpServer({ answerAfterMs: ANSWER_AFTER_MS });
  });

  afterAll(async () => {
    await worker?.kill();
    await smtp?.stop();
    await db?.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
    await db?.query('truncate waitlist_entry, email_log');
    await db?.close();
  });

  it('sends each email once: the worker keeps its claims for as long as it works on them', async () => {
    const env = testEnv({
      ...smtp.env,
      SMTP_POOL_CONNECTIONS: '1',
      MAIL_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    });
    const ids = (await db.query<{ id: string }>('select id from waitlist_entry order by email')).map((r) => r.id);
    const queue = new Queue(QUEUES.mail, { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: env.QUEUE_PREFIX });
    try {
      // Two batches over the same emails, the second a little later, in a different grouping.
      const batch = (subjectIds: string[]) => ({
        template: 'waitlist-area-covered',
        recipientRole: 'joiner',
        subjectIds,
      });
      await queue.add(JOBS.sendEmailBatch, batch(ids), { ...mailJobOptions(), jobId: 'lease-first' });
      worker = await startWorker(env);
      await waitFor('the first emails to arrive', async () => smtp.received.length > 0, 30000, 20);
      await queue.add(JOBS.sendEmailBatch, batch([...ids].reverse()), { ...mailJobOptions(), jobId: 'lease-second' });

      await waitFor(
        'both jobs to finish',
        async () => {
          const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized', 'waiting-children');
          return Object.values(counts).every((n) => n === 0);
        },
        60000,
        100,
      );
    } finally {
      await queue.close();
    }

    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(mail.to[0], (copies.get(mail.to[0]) ?? 0) + 1);
    expect(copies.size).toBe(ENTRIES);
    expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
    expect(await db.count('waitlist_entry', 'notified')).toBe(ENTRIES);
  });
});
