import { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { monthsBefore } from '../../src/modules/retention/retention-policy.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { startWorker, waitFor, type RunningProcess } from '../support/processes.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The retention job as it runs in production (the worker's retention queue), against rows placed just
 * past and just inside each window: exactly the rows past their window go, and aggregated demand stays.
 */
describe('retention', () => {
  let db: TestDatabase;
  let worker: RunningProcess;
  let queue: Queue;
  // The moment the policy is applied at: the job takes it, so the windows' edges are exact.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const edge = (months: number) => monthsBefore(now, months).getTime();
  const past = (months: number) => new Date(edge(months) - MINUTE);
  const inside = (months: number) => new Date(edge(months) + MINUTE);
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);

  async function runRetention(): Promise<Record<string, number>> {
    const job = await queue.add('apply-retention', { now: now.toISOString() });
    const done = await waitFor(
      'the retention job',
      async () => {
        if (!(await job.isCompleted())) return null;
        // Read it again once completed: a copy fetched before completion has no return value.
        const state = await Job.fromId(queue, job.id!);
        return state?.returnvalue ? state : null;
      },
      30000,
    );
    return done.returnvalue as Record<string, number>;
  }

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query(
      'truncate contact_enquiry, contact_enquiry_entry, expansion_event, page_view_daily, demand_person, demand_event_applied, demand_daily, email_log',
    );
    const insertEnquiry = (name: string, at: Date) =>
      db.query(
        `insert into contact_enquiry (id, name, email, subject, message, created_at) values ($1, $2, 'x@example.com', 'other', 'Hi', $3)`,
        [randomUUID(), name, at],
      );
    await insertEnquiry('past', past(24));
    await insertEnquiry('inside', inside(24));
    await insertEnquiry('recent', new Date(now.getTime() - DAY));

    const insertRequest = (name: string, at: Date, status = 'unmatched') =>
      db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, status, contact_name, created_at)
         values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', 'soon', $4, $2, $3)`,
        [randomUUID(), name, at, status],
      );
    await insertRequest('past', past(36));
    await insertRequest('inside', inside(36));
    // Two years old: an enquiry that age would go, a finder request stays.
    await insertRequest('two years', past(24));
    // Never confirmed: kept a month, not three years.
    await insertRequest('unconfirmed, 40 days', new Date(now.getTime() - 40 * DAY), 'unconfirmed');
    await insertRequest('unconfirmed, 10 days', new Date(now.getTime() - 10 * DAY), 'unconfirmed');

    const insertEvent = (key: string, at: Date) =>
      db.query(
        `insert into expansion_event (district, area, condition, type, occurred_at, visitor_key) values ('NR1', 'NR', 'unknown', 'out_of_area_search', $1, $2)`,
        [at, key],
      );
    await insertEvent('past', past(13));
    await insertEvent('inside', inside(13));

    const cutoffDay = day(edge(13));
    const dayBefore = day(Date.parse(`${cutoffDay}T00:00:00Z`) - DAY);
    for (const [path, d] of [
      ['/past', dayBefore],
      ['/inside', cutoffDay],
    ]) {
      await db.query(`insert into page_view_daily (day, path, referrer_host, views) values ($1, $2, '', 7)`, [d, path]);
      await db.query(
        `insert into demand_person (district, condition, day, person_key) values ('NR1', 'unknown', $1, $2)`,
        [d, path],
      );
      // Aggregated demand is anonymous and kept for good, however old.
      await db.query(
        `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people) values ('NR1', 'unknown', $1, 'NR', 3, 1, 2)`,
        [d],
      );
    }
    await db.query(
      `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people) values ('NR2', 'unknown', '2019-06-01', 'NR', 9, 0, 4)`,
    );

    const env = testEnv();
    queue = new Queue('retention', { connection: { url: TEST_REDIS_URL }, prefix: env.QUEUE_PREFIX });
    worker = await startWorker(env);
  });

  afterAll(async () => {
    await worker?.stop();
    await queue?.close();
    await db?.close();
  });

  it('deletes exactly the rows past their window, keeps those inside it and keeps aggregated demand', async () => {
    const deleted = await runRetention();
    expect(deleted).toMatchObject({
      contact_enquiry: 1,
      finder_request: 2,
      expansion_event: 1,
      page_view_daily: 1,
      demand_person: 1,
    });

    const names = (table: string, column: string) =>
      db.query<{ v: string }>(`select ${column} as v from ${table} order by 1`).then((rows) => rows.map((r) => r.v));
    // Contact enquiries: 2 years.
    expect(await names('contact_enquiry', 'name')).toEqual(['inside', 'recent']);
    // Finder requests: 3 years, or a month if never confirmed.
    expect(await names('finder_request', 'contact_name')).toEqual(['inside', 'two years', 'unconfirmed, 10 days']);
    // Raw out-of-area searches: 13 months.
    expect(await names('expansion_event', 'visitor_key')).toEqual(['inside']);
    // Page views: 13 months (by day).
    expect(await names('page_view_daily', 'path')).toEqual(['/inside']);
    expect(await names('demand_person', 'person_key')).toEqual(['/inside']);
    // Aggregated demand: all of it, however old.
    expect(await db.count('demand_daily')).toBe(3);
    expect(await db.count('demand_daily', "day = '2019-06-01' and searches = 9")).toBe(1);
  });

  it('changes nothing when it runs again', async () => {
    const deleted = await runRetention();
    expect(Object.values(deleted).every((n) => n === 0)).toBe(true);
    expect(await db.count('contact_enquiry')).toBe(2);
    expect(await db.count('finder_request')).toBe(3);
    expect(await db.count('expansion_event')).toBe(1);
    expect(await db.count('page_view_daily')).toBe(1);
    expect(await db.count('demand_daily')).toBe(3);
  });
});
