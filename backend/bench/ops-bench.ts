/**
 * The operations dashboard's server time at a realistic size: 100,000 finder requests and 500
 * physiotherapists. Measures, through HTTP as the dashboard calls them, the queue's first page (needs a
 * person, urgent first, then oldest), a physiotherapist search and the home figures: p50/p95/max of
 * sequential requests after a warm-up. Also prints the dashboard's initial JavaScript, gzipped.
 *
 * The demand report: two years of out-of-area demand (OPS_BENCH_DEMAND_EVENTS, a million events, rolled up over
 * every district and condition); the report for 12 months by district (target: p95 under 200 ms) and its CSV
 * downloaded whole (target: under 2 s), and the same by district and condition.
 *
 * Usage: node dist-bench/bench/ops-bench.js   (BENCH_DATABASE_URL, OPS_BENCH_REQUESTS, OPS_BENCH_PHYSIOS, OPS_BENCH_RUNS,
 *   OPS_BENCH_DEMAND_EVENTS)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  DIST,
  benchDatabase,
  fmt,
  measure,
  percentile,
  prepareDatabase,
  removeQueueKeys,
  startProcess,
  listQueryString,
  startSignedInApi,
} from './bench-support.js';
import { seedDemand } from './demand-bench-data.js';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REQUESTS = Number(process.env.OPS_BENCH_REQUESTS ?? 100_000);
const PHYSIOS = Number(process.env.OPS_BENCH_PHYSIOS ?? 500);
const RUNS = Number(process.env.OPS_BENCH_RUNS ?? 200);
const DEMAND_EVENTS = Number(process.env.OPS_BENCH_DEMAND_EVENTS ?? 1_000_000);
const CSV_RUNS = 10;
const WARMUP = 20;

/** 500 physiotherapists around covered districts, and 100,000 requests over 90 days, in a few statements. */
async function seed(db: pg.Client): Promise<void> {
  await db.query('select setseed(0.42)');
  await db.query(
    `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
       base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
       accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
     select (array['Amira','Ben','Chloe','Dev','Ellen','Femi','Grace','Hugo','Isla','Jonah'])[1 + (i % 10)] || ' ' ||
            (array['Patel','Smith','Okafor','Jones','Nowak','Evans','Khan','Murphy','Brown','Taylor'])[1 + ((i / 10) % 10)] || ' ' || i,
            'PH' || lpad((500000 + i)::text, 6, '0'),
            current_date - (random() * 500)::int, 'enhanced', current_date - (random() * 1400)::int,
            ((array['{stroke-recovery,neurological}', '{falls-prevention,elderly-rehab}',
                    '{post-operative,musculoskeletal}', '{respiratory,hospital-discharge}'])[1 + (i % 4)])::text[],
            (select district from postcode_district where covered order by district offset (i * 7) % 461 limit 1),
            5 + (random() * 15)::int, '{}', '{BSc Physiotherapy}', 'Bench physiotherapist.', (random() * 30)::int,
            2 + (random() * 6)::int, random() < 0.7, '{English}', 50, 90, 'bench' || i || '@example.org', random() < 0.95
     from generate_series(1, $1::int) as i`,
    [PHYSIOS],
  );
  await db.query(
    `with districts as (select array_agg(district order by district) as d from postcode_district where covered),
          physios as (select array_agg(id order by id) as p from physiotherapist)
     insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
       consent_given_at, status, matched_physiotherapist_id, matched_at, created_at, follow_up)
     select gen_random_uuid(), 'AB1 2CD', districts.d[1 + (i % array_length(districts.d, 1))],
            (array['stroke-recovery','falls-prevention','neurological','post-operative','respiratory',
                   'musculoskeletal','elderly-rehab','hospital-discharge'])[1 + (i % 8)],
            (array['urgent','soon','flexible','soon','flexible'])[1 + (i % 5)],
            case when i % 3 = 0 then 'Bench Family' end, case when i % 3 = 0 then 'family' || i || '@example.com' end,
            case when i % 3 = 0 then now() end,
            s.status, case when s.status = 'matched' then physios.p[1 + (i % array_length(physios.p, 1))] end,
            case when s.status <> 'pending' then t.created_at + interval '2 seconds' end,
            t.created_at,
            case when s.status = 'matched' and i % 4 = 0 then 'closed' when s.status = 'unmatched' and i % 40 = 0 then 'contacted' end
     from generate_series(1, $1::int) as i, districts, physios,
          lateral (select now() - (random() * interval '90 days') as created_at) as t,
          lateral (select case when i % 20 = 0 then 'unmatched' when i % 97 = 0 then 'pending' else 'matched' end as status) as s`,
    [REQUESTS],
  );
  await db.query('analyze');
}

/** Downloads the whole CSV CSV_RUNS times (after two warm-ups): time to the last byte, size and rows. */
async function measureCsv(
  name: string,
  filter: Record<string, unknown>,
  baseUrl: string,
  cookie: string,
): Promise<{ line: string; p95: number }> {
  const path = `/api/ops/demand/export?${new URLSearchParams({ filter: JSON.stringify(filter), sort: '["rank","ASC"]' })}`;
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let i = 0; i < CSV_RUNS + 2; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${name}: ${res.status} ${body.slice(0, 200)}`);
    if (i >= 2) times.push(ms);
    bytes = Buffer.byteLength(body);
    rows = body.split('\r\n').length - 2;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    p95,
    line: `${name.padEnd(34)} p50 ${fmt(percentile(times, 50), 1).padStart(6)} ms   p95 ${fmt(p95, 1).padStart(6)} ms   max ${fmt(times[times.length - 1], 1).padStart(6)} ms   ${rows.toLocaleString('en-GB')} rows, ${fmt(bytes / 1024, 0)} kB`,
  };
}

async function main(): Promise<void> {
  const { url, name, admin } = benchDatabase(BASE_URL, 'ops');
  const adminDb = new pg.Client({ connectionString: admin });
  await adminDb.connect();
  await adminDb.query(`drop database if exists "${name}" with (force)`);
  await adminDb.query(`create database "${name}"`);
  const queuePrefix = `opsbench${process.pid}`;
  let api: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    prepareDatabase(url);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const seeding = performance.now();
    let demand: { daily: number; waiting: number };
    try {
      await seed(db);
      demand = await seedDemand(db, DEMAND_EVENTS);
    } finally {
      await db.end();
    }
    console.log(
      `Seeded ${REQUESTS.toLocaleString('en-GB')} finder requests, ${PHYSIOS} physiotherapists and two years of demand ` +
        `(${DEMAND_EVENTS.toLocaleString('en-GB')} events: ${demand.daily.toLocaleString('en-GB')} daily rows, ` +
        `${demand.waiting.toLocaleString('en-GB')} people waiting) in ${fmt((performance.now() - seeding) / 1000, 1)} s`,
    );

    const started = await startSignedInApi(url, REDIS_URL, queuePrefix);
    api = started.api;
    const { baseUrl, cookie } = started;
    const q = listQueryString;
    const names = ['Amira', 'Patel', 'Okafor', 'Grace', 'Jonah Khan', 'PH5001', 'Smith 4'];
    let n = 0;
    console.log(
      `\nServer time through HTTP on loopback, ${RUNS} sequential requests after ${WARMUP} warm-up (load average ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'queue, first page',
        () =>
          `/api/ops/finder-requests${q({ filter: { needs_attention: true }, sort: ['urgency_rank', 'ASC'], range: [0, 24] })}`,
        baseUrl,
        cookie,
      ),
    );
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'queue, urgent overdue only',
        () =>
          `/api/ops/finder-requests${q({ filter: { needs_attention: true, urgency: 'urgent', overdue: true }, sort: ['created_at', 'ASC'], range: [0, 24] })}`,
        baseUrl,
        cookie,
      ),
    );
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'physiotherapist search',
        () =>
          `/api/ops/physiotherapists${q({ filter: { q: names[n++ % names.length], active: true }, sort: ['name', 'ASC'], range: [0, 24] })}`,
        baseUrl,
        cookie,
      ),
    );
    // The search box: whole emails, references, a district, and a name a third of the requests share (the worst
    // case: every match counted for the pager).
    const searches = ['family300@example.com', '3PVE-ZCPB', 'CB1', 'family9@EXAMPLE.com ', 'bench fam', 'K7QM 4XRT'];
    let s = 0;
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'request search (q)',
        () =>
          `/api/ops/finder-requests${q({ filter: { needs_attention: true, q: searches[s++ % searches.length] }, sort: ['urgency_rank', 'ASC'], range: [0, 24] })}`,
        baseUrl,
        cookie,
      ),
    );
    const home = await fetch(`${baseUrl}/api/ops/home`, { headers: { cookie } });
    console.log(
      home.status === 404
        ? 'home figures                       (not built yet)'
        : await measure(RUNS, WARMUP, 'home figures', () => '/api/ops/home', baseUrl, cookie),
    );

    const yearByDistrict = { period: '12m', group: 'district' };
    const yearByCondition = { period: '12m', group: 'district', by_condition: true };
    const demandReport = await measure(
      RUNS,
      WARMUP,
      'demand, 12 months by district',
      () => `/api/ops/demand${q({ filter: yearByDistrict, sort: ['rank', 'ASC'], range: [0, 24] })}`,
      baseUrl,
      cookie,
    );
    console.log(demandReport);
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'demand, 12 months by district x cond.',
        () => `/api/ops/demand${q({ filter: yearByCondition, sort: ['people', 'DESC'], range: [0, 24] })}`,
        baseUrl,
        cookie,
      ),
    );
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'demand trend, 12 months, top 5 areas',
        () => `/api/ops/demand/trend${q({ filter: { period: '12m' } })}`,
        baseUrl,
        cookie,
      ),
    );
    console.log(
      await measure(
        RUNS,
        WARMUP,
        'demand map, 12 months',
        () => `/api/ops/demand/map${q({ filter: { period: '12m' } })}`,
        baseUrl,
        cookie,
      ),
    );
    const csvYear = await measureCsv('demand CSV, 12 months by district', yearByDistrict, baseUrl, cookie);
    console.log(csvYear.line);
    console.log((await measureCsv('demand CSV, 12 months by district x cond.', yearByCondition, baseUrl, cookie)).line);
    const p95 = Number(/p95\s+([\d.]+)/.exec(demandReport)?.[1]);
    console.log(
      `\nDemand targets: report 12 months by district p95 ${fmt(p95, 1)} ms (target < 200 ms: ${p95 < 200 ? 'met' : 'NOT met'}); ` +
        `its CSV p95 ${fmt(csvYear.p95, 0)} ms (target < 2000 ms: ${csvYear.p95 < 2000 ? 'met' : 'NOT met'})`,
    );

    const bundle = join(DIST, '..', '..', 'ops-dashboard', 'scripts', 'measure-bundle.mjs');
    if (existsSync(bundle)) {
      console.log('');
      execFileSync(process.execPath, [bundle], { stdio: 'inherit' });
    }
  } finally {
    await api?.stop();
    await adminDb.query(`drop database if exists "${name}" with (force)`);
    await adminDb.end();
    await removeQueueKeys(REDIS_URL, queuePrefix);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
