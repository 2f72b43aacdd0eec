import { Queue } from 'bullmq';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { AreaDemandReport } from '../../src/modules/demand/queries/get-area-demand/get-area-demand.query.js';
import { londonDay } from '../../src/common/calendar/london-time.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, TEST_REDIS_URL, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';

const DIST = join(__dirname, '..', '..', 'dist');

/**
 * Runs GetAreaDemandQuery in a Nest application context built from dist/ (the same handler the dashboard
 * uses), in a child process, and returns its report.
 */
function getAreaDemand(env: Record<string, string>, from: string, to: string): AreaDemandReport {
  const script = `
    import 'reflect-metadata';
    import { Module } from '@nestjs/common';
    import { NestFactory } from '@nestjs/core';
    import { CqrsModule, QueryBus } from '@nestjs/cqrs';
    const dist = ${JSON.stringify(DIST)};
    const { ConfigModule } = await import(dist + '/config/config.module.js');
    const { loadEnv } = await import(dist + '/config/env.js');
    const { DatabaseModule } = await import(dist + '/infra/database/database.module.js');
    const { GetAreaDemandHandler } = await import(dist + '/modules/demand/queries/get-area-demand/get-area-demand.handler.js');
    const { GetAreaDemandQuery } = await import(dist + '/modules/demand/queries/get-area-demand/get-area-demand.query.js');
    class QueryModule {}
    Module({ imports: [ConfigModule.forRoot(loadEnv()), DatabaseModule.forRoot(), CqrsModule.forRoot()], providers: [GetAreaDemandHandler] })(QueryModule);
    const app = await NestFactory.createApplicationContext(QueryModule, { logger: ['error'] });
    const report = await app.get(QueryBus).execute(new GetAreaDemandQuery(process.argv[1], process.argv[2]));
    await app.close();
    process.stdout.write(JSON.stringify(report));`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script, from, to], {
    cwd: join(__dirname, '..', '..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`GetAreaDemand failed:\n${out.stderr}`);
  return JSON.parse(out.stdout) as AreaDemandReport;
}

/** Out-of-area demand as the site reports it: raw events (district only), the daily roll-up and the ranked report. */
describe('out-of-area demand', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let http: ReturnType<typeof apiClient>;
  let env: Record<string, string>;
  let demandQueue: Queue;
  const today = londonDay(new Date());

  const search = (postcode: string, person: string, condition?: string) =>
    http.post(
      '/api/expansion-tracking',
      {
        postcode,
        ...(condition ? { condition } : {}),
        timestamp: new Date().toISOString(),
        type: 'out_of_area_search',
      },
      { 'user-agent': `Browser of ${person}` },
    );
  const rolledUp = () =>
    db
      .count('demand_event_applied')
      .then(async (n) => n === (await db.count('expansion_event')) + (await db.count('waitlist_entry')));

  beforeAll(async () => {
    db = testDatabase();
    await db.query(
      'truncate expansion_event, demand_daily, demand_person, demand_event_applied, waitlist_entry, email_log, outbox_message',
    );
    await db.query(`update postcode_district set covered = false, covered_since = null where area in ('NR', 'YO')`);
    env = testEnv({ TRACKING_RATE_LIMIT_PER_MINUTE: '1000', ...GENEROUS_RATE_LIMITS });
    demandQueue = new Queue('demand', { connection: { url: TEST_REDIS_URL }, prefix: env.QUEUE_PREFIX });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await demandQueue?.close();
    await db?.close();
  });

  it('answers 202 and stores the postcode district only, never the full postcode', async () => {
    const res = await search('nr1 3qu', 'A', 'falls-prevention');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'accepted' });
    const rows = await db.query<Record<string, unknown>>('select * from expansion_event');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      district: 'NR1',
      area: 'NR',
      condition: 'falls-prevention',
      type: 'out_of_area_search',
    });
    const stored = JSON.stringify(rows[0]).toUpperCase();
    expect(stored).not.toContain('NR1 3QU');
    expect(stored).not.toContain('NR13QU');
    expect(stored).not.toContain('3QU');
    expect(stored).not.toContain('BROWSER OF'); // nor the user agent (or the IP)
    expect(stored).not.toContain('127.0.0.1');
  });

  it('rolls searches and waitlist joins up per district, condition and day, counting distinct people', async () => {
    for (const [postcode, person, condition] of [
      ['NR1 1AA', 'A', 'falls-prevention'],
      ['NR1 2BB', 'A', 'falls-prevention'],
      ['NR1 4CC', 'B', 'falls-prevention'],
      ['NR1 5DD', 'A', undefined],
      ['NR2 1AA', 'C', 'stroke-recovery'],
      ['YO1 7HH', 'D', 'falls-prevention'],
      ['YO1 7HJ', 'E', 'falls-prevention'],
    ] as const) {
      expect((await search(postcode, person, condition)).status).toBe(202);
    }
    for (const [name, person] of [
      ['Fay', 'F'],
      ['Gil', 'G'],
    ]) {
      const joined = await http.post(
        '/api/waitlist',
        { name, email: `${name.toLowerCase()}@example.com`, postcode: 'NR2 3AB', condition: 'stroke-recovery' },
        { 'user-agent': `Browser of ${person}` },
      );
      expect(joined.status).toBe(202);
    }
    await waitFor('every event to be rolled up', rolledUp);
    const daily = await db.query<Record<string, unknown>>(
      `select district, area, condition, to_char(day, 'YYYY-MM-DD') as day, searches, waitlist_joins, people
       from demand_daily order by district, condition`,
    );
    expect(daily).toEqual([
      {
        district: 'NR1',
        area: 'NR',
        condition: 'falls-prevention',
        day: today,
        searches: 4,
        waitlist_joins: 0,
        people: 2,
      },
      { district: 'NR1', area: 'NR', condition: 'unknown', day: today, searches: 1, waitlist_joins: 0, people: 1 },
      {
        district: 'NR2',
        area: 'NR',
        condition: 'stroke-recovery',
        day: today,
        searches: 1,
        waitlist_joins: 2,
        people: 3,
      },
      {
        district: 'YO1',
        area: 'YO',
        condition: 'falls-prevention',
        day: today,
        searches: 2,
        waitlist_joins: 0,
        people: 2,
      },
    ]);
  });

  it('counts an event once when it is processed twice', async () => {
    const [event] = await db.query<{ id: string }>(
      `select id::text as id from expansion_event where district = 'YO1' order by id limit 1`,
    );
    const before = await db.query('select * from demand_daily order by district, condition');
    // Remove the finished job so nothing in Redis stops the second run; then publish the same event again.
    await demandQueue.remove(`demand-search-${event.id}`);
    await db.query(
      `insert into outbox_message (topic, aggregate_id, payload, created_at) values ('demand.out-of-area-search-recorded', $1, '{}', now())`,
      [event.id],
    );
    const job = await waitFor('the second run', async () => {
      const again = await demandQueue.getJob(`demand-search-${event.id}`);
      return again && (await again.isCompleted()) && (await demandQueue.getJob(again.id!));
    });
    expect(job.returnvalue).toBe('already-counted');
    expect(await db.query('select * from demand_daily order by district, condition')).toEqual(before);
  });

  it('reports demand by district and by area, ranked by people, then waitlist joins, then searches', () => {
    const report = getAreaDemand(env, today, today);
    expect(report.from).toBe(today);
    expect(report.districts).toEqual([
      { rank: 1, district: 'NR2', area: 'NR', covered: false, searches: 1, waitlist_joins: 2, people: 3 },
      { rank: 2, district: 'NR1', area: 'NR', covered: false, searches: 5, waitlist_joins: 0, people: 2 },
      { rank: 3, district: 'YO1', area: 'YO', covered: false, searches: 2, waitlist_joins: 0, people: 2 },
    ]);
    expect(report.areas).toEqual([
      { rank: 1, area: 'NR', districts: 2, searches: 6, waitlist_joins: 2, people: 5 },
      { rank: 2, area: 'YO', districts: 1, searches: 2, waitlist_joins: 0, people: 2 },
    ]);
    // A period with nothing in it is empty, not an error.
    expect(getAreaDemand(env, '2020-01-01', '2020-01-31')).toMatchObject({ districts: [], areas: [] });
  });

  const now = Date.now();
  const good = {
    postcode: 'NR1 1AA',
    condition: 'falls-prevention',
    timestamp: new Date(now).toISOString(),
    type: 'out_of_area_search',
  };
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown type', { ...good, type: 'in_area_search' }, 'type'],
    ['no type', { ...good, type: undefined }, 'type'],
    ['a bad postcode', { ...good, postcode: 'ZZ1 1ZZ' }, 'postcode'],
    ['a postcode that is not one', { ...good, postcode: 'hello' }, 'postcode'],
    ['no postcode', { ...good, postcode: undefined }, 'postcode'],
    ['a timestamp two days ahead', { ...good, timestamp: new Date(now + 2 * 86400000).toISOString() }, 'timestamp'],
    ['a timestamp two days ago', { ...good, timestamp: new Date(now - 2 * 86400000).toISOString() }, 'timestamp'],
    ['a timestamp that is not a date', { ...good, timestamp: 'yesterday' }, 'timestamp'],
    ['no timestamp', { ...good, timestamp: undefined }, 'timestamp'],
    ['an unknown condition', { ...good, condition: 'flu' }, 'condition'],
    ['an unknown property', { ...good, full_postcode: 'NR1 1AA' }, 'full_postcode'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, body, field) => {
    const [events, outbox] = await Promise.all([db.count('expansion_event'), db.outboxWrites()]);
    const res = await http.post('/api/expansion-tracking', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db.count('expansion_event')).toBe(events);
    expect(await db.outboxWrites()).toBe(outbox);
  });

  it('answers 429 with a JSON error and Retry-After once a client has used its allowance, and writes nothing more', async () => {
    const limitedEnv = testEnv({ TRACKING_RATE_LIMIT_PER_MINUTE: '3' });
    const limited = await startApi(limitedEnv);
    try {
      const client = apiClient(limited.url);
      const body = { ...good, timestamp: new Date().toISOString() };
      for (let i = 0; i < 3; i++) expect((await client.post('/api/expansion-tracking', body)).status).toBe(202);
      const events = await db.count('expansion_event');
      const res = await client.post('/api/expansion-tracking', body);
      expect(res.status).toBe(429);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(res.body.message).toMatch(/try again in \d+ seconds/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await db.count('expansion_event')).toBe(events);
    } finally {
      await limited.stop();
    }
  });
});
