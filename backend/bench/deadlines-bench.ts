import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { loadEnv } from '../src/config/env.js';
import { redisOptionsFromUrl } from '../src/infra/redis/redis-connection.js';
import {
  fmt,
  freePort,
  prepareDatabase,
  removeQueueKeys,
  startProcess,
  type BenchProcess,
  productionWorkerEnv,
} from './bench-support.js';

/**
 * The deadlines bench: N open referral offers (default 100,000) whose reply deadlines all fall in the same minute,
 * and two workers. Reports how long after the deadline every offer has lapsed and every request has been offered
 * again (or handed to the coordinators), whether any request was offered to two physiotherapists at once, Redis
 * memory before and at its peak, and how much the database grew. Uses a database and queue prefix of its own.
 * With `--exhausted`, each request was declined once before, so its lapse is the second offer to come to nothing and
 * the request goes to the coordinators (matching's "no match" record and their alert) instead of a new offer.
 * Usage: node dist-bench/bench/deadlines-bench.js [--offers 100000] [--workers 2] [--exhausted]
 */
const AREA = 'B'; // Birmingham: enough districts for the physiotherapists and the families.
const TARGET_SECONDS = 60;

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const offers = argValue('--offers', 100_000);
  const workerCount = argValue('--workers', 2);
  const exhausted = process.argv.includes('--exhausted');
  const base = loadEnv();
  const dbUrl = new URL(process.env.BENCH_DATABASE_URL ?? base.DATABASE_URL);
  const dbName = `${dbUrl.pathname.slice(1)}_deadlines_bench`;
  dbUrl.pathname = `/${dbName}`;
  const prefix = `dlbench${randomBytes(3).toString('hex')}`;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(
    `Deadlines bench: ${offers} open offers due in the same minute, ${workerCount} workers${exhausted ? ', each the second offer of its request' : ''}; database ${dbName}`,
  );
  log(
    `Load average (1, 5, 15 min) at the start, on ${cpus().length} CPUs: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  prepareDatabase(dbUrl.toString());

  let emails = 0;
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        emails++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
  const redis = new Redis(redisOptionsFromUrl(base.REDIS_URL));
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await db.query<T & pg.QueryResultRow>(sql, params)).rows[0];
  const workers: BenchProcess[] = [];
  try {
    // Twenty physiotherapists across the area, room for everyone; families without an email (only the offers mail).
    await db.query(
      `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
         base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
         accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
       select 'Bench Physio ' || n, 'PH99' || lpad(n::text, 4, '0'), current_date, 'enhanced', current_date,
              '{falls-prevention,stroke-recovery}', d.district, 30, '{Birmingham}', '{BSc Physiotherapy}', 'Bench.', 10,
              1000000, true, '{English}', 50, 90, 'bench-physio-' || n || '@example.org', true
       from (select district, row_number() over (order by district) as n from postcode_district where area = $1) d
       where n <= 20`,
      [AREA],
    );
    const sizeBefore = await one<{ bytes: string }>('select pg_database_size(current_database())::text as bytes');
    const dueAt = new Date(Date.now() + 30_000);
    await db.query(
      `with physios as (select array_agg(id order by id) as ids from physiotherapist where name like 'Bench Physio %'),
       districts as (select array_agg(district order by district) as ds from postcode_district where area = $1),
       requests as (
         insert into finder_request (id, postcode, district, condition, urgency, consent_given_at, contact_confirmed_at,
                                     status, matched_physiotherapist_id, matched_at, contact_phone)
         select gen_random_uuid(), ds[1 + i % array_length(ds, 1)] || ' 1AA', ds[1 + i % array_length(ds, 1)],
                'falls-prevention', 'soon', now(), now(), 'matched', ids[1 + i % array_length(ids, 1)], now(), null
         from generate_series(0, $2 - 1) as i, physios, districts
         returning id, matched_physiotherapist_id
       )
       insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, offered_at, reply_by)
       select gen_random_uuid(), id, matched_physiotherapist_id, date_trunc('week', now())::date, now(),
              $3::timestamptz + (random() * interval '50 seconds')
       from requests`,
      [AREA, offers, dueAt],
    );
    if (exhausted) {
      // An earlier offer of each request, declined by the next physiotherapist along.
      await db.query(
        `with physios as (select array_agg(id order by id) as ids from physiotherapist where name like 'Bench Physio %')
         insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
                                     answered_at, decline_reason)
         select gen_random_uuid(), o.finder_request_id,
                ids[1 + (array_position(ids, o.physiotherapist_id) % array_length(ids, 1))], o.week_start, 'declined',
                now() - interval '1 hour', now(), now() - interval '30 minutes', 'no-capacity'
         from referral_offer o, physios`,
      );
    }
    await db.query(
      `insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count)
       select physiotherapist_id, week_start, count(*) from referral_offer where status = 'open' group by 1, 2`,
    );
    await db.query('analyze');
    const sizeLoaded = await one<{ bytes: string }>('select pg_database_size(current_database())::text as bytes');
    log(`Inserted ${offers} matched requests with open offers due between ${dueAt.toISOString()} and 50 s later.`);

    const redisBefore = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
    const env = {
      ...productionWorkerEnv({
        databaseUrl: dbUrl.toString(),
        redisUrl: base.REDIS_URL,
        queuePrefix: prefix,
        smtpPort,
        publicBaseUrl: base.PUBLIC_BASE_URL,
      }),
      REFERRAL_DEADLINE_CHECK_INTERVAL_MS: '1000',
      // Production refuses RATE_LIMITS=off (which `npm run bench` sets for the HTTP benches); workers serve no HTTP.
      RATE_LIMITS: 'on',
    };
    for (let i = 0; i < workerCount; i++) workers.push(await startProcess('worker.js', env));

    let redisPeak = redisBefore;
    let lapsedAllAt = 0;
    let reofferedAllAt = 0;
    const lastDue = dueAt.getTime() + 50_000;
    const deadline = lastDue + 10 * 60_000;
    while (Date.now() < deadline) {
      // Every 2 s: the count below reads both tables whole, and at 500 ms it took a good part of a core from the
      // workers it measures.
      await new Promise((r) => setTimeout(r, 2000));
      redisPeak = Math.max(redisPeak, Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0));
      const state = await one<{ lapsed: number; pending: number; reoffered: number }>(
        `select (select count(*)::int from referral_offer where status = 'lapsed') as lapsed,
                (select count(*)::int from finder_request where status = 'pending') as pending,
                (select count(distinct finder_request_id)::int from referral_offer where status = 'lapsed') -
                (select count(*)::int from finder_request r where status = 'pending'
                   or (status = 'matched' and not exists (select 1 from referral_offer o
                        where o.finder_request_id = r.id and o.status = 'open' and o.reply_by > $1::timestamptz))) as reoffered`,
        [new Date(lastDue)],
      );
      if (!lapsedAllAt && state.lapsed >= offers) lapsedAllAt = Date.now();
      if (lapsedAllAt && state.pending === 0 && state.reoffered >= offers) {
        reofferedAllAt = Date.now();
        break;
      }
    }
    const twice = await one<{ n: number }>(
      `select count(*)::int as n from (select finder_request_id from referral_offer where status in ('open', 'accepted')
       group by 1 having count(*) > 1) t`,
    );
    const outcomes = await one<{ matched: number; unmatched: number }>(
      `select count(*) filter (where status = 'matched')::int as matched,
              count(*) filter (where status = 'unmatched')::int as unmatched from finder_request`,
    );
    const sizeAfter = await one<{ bytes: string }>('select pg_database_size(current_database())::text as bytes');
    const seconds = (at: number) => (at ? ((at - lastDue) / 1000).toFixed(1) : 'not reached');
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    log('');
    log(`Deadlines spread over 50 s; times below count from the last one.`);
    log(`Every offer lapsed:                   ${seconds(lapsedAllAt)} s`);
    log(
      `Every request offered again (or sent to the coordinators): ${seconds(reofferedAllAt)} s (target <= ${TARGET_SECONDS} s after the minute)`,
    );
    log(
      `Outcome: ${outcomes.matched} re-offered, ${outcomes.unmatched} to the coordinators; requests with two live offers: ${twice.n}`,
    );
    log(`Offer emails accepted by the SMTP server so far: ${emails}`);
    log(
      `Redis used memory: ${mb(redisBefore)} MB before, ${mb(redisPeak)} MB at the peak (+${mb(redisPeak - redisBefore)} MB)`,
    );
    log(
      `Database: ${mb(Number(sizeBefore.bytes))} MB empty, ${mb(Number(sizeLoaded.bytes))} MB with the offers, ${mb(Number(sizeAfter.bytes))} MB after (+${mb(Number(sizeAfter.bytes) - Number(sizeLoaded.bytes))} MB for the lapses and re-offers)`,
    );
    log(
      `Load average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => fmt(l, 2))
        .join(', ')}`,
    );
    log(
      reofferedAllAt && (reofferedAllAt - lastDue) / 1000 <= TARGET_SECONDS && twice.n === 0
        ? 'Result: target met'
        : 'Result: target NOT met',
    );
    if (twice.n > 0 || !reofferedAllAt) process.exitCode = 1;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db.end();
    redis.disconnect();
    await removeQueueKeys(base.REDIS_URL, prefix);
    const admin = new URL(dbUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${dbName}" with (force)`);
    await client.end();
    log(`Cleaned up: database ${dbName} dropped, queue prefix ${prefix} removed.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
