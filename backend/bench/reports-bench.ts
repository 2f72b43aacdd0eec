/**
 * The reports at the scale issue 26 sets: 1,000,000 finder requests with their referral offers (seedPromises) and two
 * years of out-of-area demand from a million events (seedDemand). Through HTTP as the dashboard asks, after a
 * warm-up: the promises report for the last 12 months grouped each way (target p95 <= 200 ms), and the demand report
 * for 12 months by district and by district and condition (same target).
 *
 * Usage: node dist-bench/bench/reports-bench.js [promises|demand]   (BENCH_DATABASE_URL, REPORTS_BENCH_REQUESTS,
 *   REPORTS_BENCH_RUNS, OPS_BENCH_DEMAND_EVENTS); with a word, only that report is seeded and measured.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  benchDatabase,
  fmt,
  measure,
  prepareDatabase,
  removeQueueKeys,
  startProcess,
  listQueryString,
  startSignedInApi,
} from './bench-support.js';
import { seedDemand } from './demand-bench-data.js';
import { seedPromises } from './promises-bench-data.js';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REQUESTS = Number(process.env.REPORTS_BENCH_REQUESTS ?? 1_000_000);
const DEMAND_EVENTS = Number(process.env.OPS_BENCH_DEMAND_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.REPORTS_BENCH_RUNS ?? 20);
const WARMUP = 3;
const GROUPS = ['month', 'county', 'district', 'urgency', 'condition', 'physiotherapist'];
const only = process.argv[2];
const PROMISES = only === undefined || only === 'promises';
const DEMAND = only === undefined || only === 'demand';

async function main(): Promise<void> {
  const { url, name, admin } = benchDatabase(BASE_URL, 'reports');
  const adminDb = new pg.Client({ connectionString: admin });
  await adminDb.connect();
  await adminDb.query(`drop database if exists "${name}" with (force)`);
  await adminDb.query(`create database "${name}"`);
  const queuePrefix = `reportsbench${process.pid}`;
  let api: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    prepareDatabase(url);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const seeding = performance.now();
    try {
      const promises = PROMISES ? await seedPromises(db, REQUESTS) : { requests: 0, offers: 0 };
      const demand = DEMAND ? await seedDemand(db, DEMAND_EVENTS) : { daily: 0 };
      console.log(
        `Seeded ${promises.requests.toLocaleString('en-GB')} finder requests with ` +
          `${promises.offers.toLocaleString('en-GB')} offers, and ${demand.daily.toLocaleString('en-GB')} daily demand ` +
          `rows, in ${fmt((performance.now() - seeding) / 1000, 1)} s`,
      );
    } finally {
      await db.end();
    }

    const started = await startSignedInApi(url, REDIS_URL, queuePrefix);
    api = started.api;
    const { baseUrl, cookie } = started;
    const q = listQueryString;
    console.log(
      `\nServer time through HTTP on loopback, ${RUNS} sequential requests after ${WARMUP} warm-up (load average ` +
        `${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}):`,
    );
    if (PROMISES) {
      // The API reads every request's facts into memory as it starts; the first report waits for that read.
      const rss = () => {
        const status = readFileSync(`/proc/${api!.child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      };
      const before = rss();
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/ops/promises${q({ filter: { group: 'month' }, range: [0, 99] })}`, {
        headers: { cookie },
      });
      await res.text();
      console.log(
        `promises, first report after start  ${fmt(performance.now() - started, 1)} ms (waits for the facts' first ` +
          `read); API memory ${fmt(before, 0)} MB before it, ${fmt(rss(), 0)} MB after`,
      );
    }
    for (const group of PROMISES ? GROUPS : []) {
      console.log(
        await measure(
          RUNS,
          WARMUP,
          `promises, 12 months by ${group}`,
          () => `/api/ops/promises${q({ filter: { group }, range: [0, 99] })}`,
          baseUrl,
          cookie,
        ),
      );
    }
    const demandReports = [
      ['demand, 12 months by district', { period: '12m', group: 'district' }],
      ['demand, by district and condition', { period: '12m', group: 'district', by_condition: true }],
    ] as const;
    if (DEMAND) {
      // The first report of a period each day sums its days before today and keeps them; the runs below read them.
      const started = performance.now();
      const res = await fetch(
        `${baseUrl}/api/ops/demand${q({ filter: demandReports[1][1], sort: ['rank', 'ASC'], range: [0, 24] })}`,
        { headers: { cookie } },
      );
      await res.text();
      console.log(
        `demand, first report of the day     ${fmt(performance.now() - started, 1)} ms (the days before today summed and kept)`,
      );
    }
    for (const [label, filter] of DEMAND ? demandReports : []) {
      console.log(
        await measure(
          RUNS,
          WARMUP,
          label,
          () => `/api/ops/demand${q({ filter, sort: ['rank', 'ASC'], range: [0, 24] })}`,
          baseUrl,
          cookie,
        ),
      );
    }
    console.log(`(load average at the end ${loadavg()[0].toFixed(1)}; target p95 <= 200 ms for each)`);
  } finally {
    await api?.stop();
    await removeQueueKeys(REDIS_URL, queuePrefix);
    await adminDb.query(`drop database if exists "${name}" with (force)`);
    await adminDb.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
