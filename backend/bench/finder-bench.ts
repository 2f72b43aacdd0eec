/**
 * Benchmark of the finder's hot path, everything on this machine:
 *   - POST /api/finder-requests under autocannon (50 connections): requests/s, p50/p99 latency, errors,
 *     first with the API alone (the worker stopped), then with the worker matching alongside (the targets);
 *   - where the two cores went during the load (API, worker, PostgreSQL, Redis, autocannon);
 *   - how long the matching backlog takes to drain after the load stops, and submit-to-matched p50/p99;
 *   - pgbench running the equivalent two-insert transaction on the same database, and the ratio.
 * Usage: node dist-bench/bench/finder-bench.js   (BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_WORKERS, BENCH_DATABASE_URL)
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { CONDITIONS, URGENCIES } from '@physio/api-contract';
import { Env } from '../src/config/env.js';
import { offeredSql } from '../src/modules/coverage/reachability.read-model.js';
import {
  cpuSecondsOf,
  cpuSecondsOfAll,
  fmt,
  removeQueueKeys,
  freePort,
  prepareDatabase,
  runtimeUrl,
  startProcess,
  type BenchProcess,
} from './bench-support.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
// The worker runs as `npm start` runs it: at the configured niceness, else the default (see docs/configuration.md).
const WORKER_NICENESS = process.env.WORKER_NICENESS ?? String(new Env().WORKER_NICENESS);
const WORKER_DB_POOL_MAX = process.env.WORKER_DB_POOL_MAX ?? String(new Env().WORKER_DB_POOL_MAX);

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  prepareDatabase(DATABASE_URL);
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  // Every run starts from the same tables: the email log would otherwise grow by a row per request per run.
  const reset = () =>
    db.query(
      'truncate finder_request, finder_request_note, referral_offer, outbox_message, physiotherapist_weekly_load, email_log',
    );
  await reset();
  // The districts the finder offers (covered and reached by an active physiotherapist): the others answer 422.
  const offered = await db.query<{ district: string }>(
    `select district from postcode_district d where ${offeredSql('d')} order by district`,
  );
  const districts = offered.rows.map((r) => r.district);

  // The emails matching triggers (alerts for unmatched requests) go to a real local SMTP sink.
  const smtpPort = await freePort();
  let emails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        emails++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    DATABASE_URL: runtimeUrl(DATABASE_URL),
    REDIS_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    QUEUE_PREFIX: `bench${Date.now()}`,
    WORKER_NICENESS,
    WORKER_DB_POOL_MAX,
    // The load comes from one client, which the finder's per-client limit would stop after a few requests.
    RATE_LIMITS: 'off',
  };
  const processes: BenchProcess[] = [];
  try {
    processes.push(await startProcess('main.js', env));

    let n = 0;
    const body = () => {
      n++;
      return JSON.stringify({
        postcode: `${districts[n % districts.length]} ${(n % 9) + 1}AB`,
        condition: CONDITIONS[n % CONDITIONS.length],
        urgency: URGENCIES[n % URGENCIES.length],
      });
    };
    const load = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/finder-requests',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: body() }),
          },
        ],
      });

    // First the API alone (no worker: requests wait in the outbox), to show what the API itself does with
    // the machine's cores to itself; then the whole pipeline, which is what the targets are about.
    await load(2);
    await reset();
    process.stdout.write(`Load on the API alone: ${CONNECTIONS} connections for ${DURATION_S} s…\n`);
    const apiAlone = await load(DURATION_S);
    for (let i = 0; i < WORKERS; i++) processes.push(await startProcess('worker.js', env));

    // Warm up the worker too (JIT, connection pools), let it drain, then start from empty tables.
    await waitForDrain(db, 120000);
    await load(2);
    await waitForDrain(db, 60000);
    await reset();

    process.stdout.write(`Load: ${CONNECTIONS} connections for ${DURATION_S} s, ${WORKERS} worker process(es)…\n`);
    // Where the machine's two cores went during the load: API, worker(s), PostgreSQL, Redis, and this process (autocannon).
    const cpuNow = () => ({
      api: cpuSecondsOf(processes[0].child.pid),
      workers: processes.slice(1).reduce((sum, p) => sum + cpuSecondsOf(p.child.pid), 0),
      postgres: cpuSecondsOfAll('postgres'),
      redis: cpuSecondsOfAll('redis-server'),
      autocannon: cpuSecondsOf(process.pid),
    });
    const cpuBefore = cpuNow();
    const result = await load(DURATION_S);
    const loadEnded = Date.now();
    const cpuAfter = cpuNow();
    const cpuShare = Object.fromEntries(
      Object.entries(cpuAfter).map(([k, v]) => [
        k,
        Number(((v - cpuBefore[k as keyof typeof cpuBefore]) / DURATION_S).toFixed(2)),
      ]),
    );
    const drained = await waitForDrain(db, 120000);
    const drainSeconds = (drained - loadEnded) / 1000;

    const latency = (
      await db.query<{ p50: number; p99: number; decided: number; matched: number; unconfirmed: number }>(
        `select percentile_cont(0.5) within group (order by extract(epoch from matched_at - created_at)) * 1000 as p50,
                percentile_cont(0.99) within group (order by extract(epoch from matched_at - created_at)) * 1000 as p99,
                count(*)::int as decided, count(*) filter (where status = 'matched')::int as matched,
                count(*) filter (where status = 'unconfirmed')::int as unconfirmed
         from finder_request where status <> 'pending'`,
      )
    ).rows[0];
    for (const p of processes.splice(0)) await p.stop();

    const pgbenchTps = runPgbench(DATABASE_URL, CONNECTIONS, DURATION_S);
    await reset();
    await db.end();

    const rps = result.requests.average;
    const errors = result.errors + result.timeouts + result.non2xx;
    const figures = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      workers: WORKERS,
      worker_niceness: Number(WORKER_NICENESS),
      worker_db_pool_max: Number(WORKER_DB_POOL_MAX),
      requests_total: result.requests.total,
      requests_per_second: Math.round(rps),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      errors,
      submit_to_matched_p50_ms: Math.round(latency.p50),
      submit_to_matched_p99_ms: Math.round(latency.p99),
      backlog_drained_after_load_s: Number(drainSeconds.toFixed(2)),
      requests_decided: latency.decided,
      requests_matched: latency.matched,
      requests_unconfirmed: latency.unconfirmed,
      pgbench_tps: Math.round(pgbenchTps),
      ratio_to_pgbench: Number((rps / pgbenchTps).toFixed(3)),
      api_alone: {
        requests_per_second: Math.round(apiAlone.requests.average),
        latency_p50_ms: apiAlone.latency.p50,
        latency_p99_ms: apiAlone.latency.p99,
        errors: apiAlone.errors + apiAlone.timeouts + apiAlone.non2xx,
      },
      cores_used_during_load: cpuShare,
      load_average_at_start: loadAtStart,
    };
    const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
    process.stdout.write(`
POST /api/finder-requests, API alone (worker stopped), ${CONNECTIONS} connections, ${DURATION_S} s
  requests/s                 ${fmt(apiAlone.requests.average)}
  latency p50 / p99          ${apiAlone.latency.p50} ms / ${apiAlone.latency.p99} ms
  errors (incl. non-2xx)     ${figures.api_alone.errors}
POST /api/finder-requests with the worker matching alongside (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)
  requests/s                 ${fmt(rps)}   (${result.requests.total} requests)
  latency p50 / p99          ${result.latency.p50} ms / ${result.latency.p99} ms   (${verdict(result.latency.p99 < 50)}: p99 < 50 ms)
  errors (incl. non-2xx)     ${errors}   (${verdict(errors === 0)}: none)
  submit -> decided p50/p99  ${fmt(latency.p50)} ms / ${fmt(latency.p99)} ms   (${latency.decided} decided: ${latency.matched} matched, ${latency.unconfirmed} unconfirmed, holding nothing)
  backlog drained            ${fmt(drainSeconds, 2)} s after the load stopped   (${verdict(drainSeconds <= 5)}: within 5 s)
  cores used during the load ${Object.entries(cpuShare)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}   (of ${cpus().length}; worker niceness ${WORKER_NICENESS}, ${WORKER_DB_POOL_MAX} database connections)
  load average at the start  ${loadAtStart.join(', ')}   (1, 5, 15 min: other work on the machine skews every figure)
pgbench, the same two-insert transaction, ${CONNECTIONS} clients
  transactions/s             ${fmt(pgbenchTps)}
  API / pgbench              ${fmt(figures.ratio_to_pgbench, 3)}   (${verdict(figures.ratio_to_pgbench >= 0.25)}: at least 0.25)
`);
    const out = join(process.cwd(), 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'finder.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    for (const p of processes) await p.stop();
    await removeQueueKeys(REDIS_URL, env.QUEUE_PREFIX);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    process.stdout.write(`(${emails} emails accepted by the SMTP sink during the run)\n`);
  }
}

async function waitForDrain(db: pg.Pool, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ pending: number; outbox: number }>(
      `select (select count(*) from finder_request where status = 'pending')::int as pending,
              (select count(*) from outbox_message)::int as outbox`,
    );
    if (rows[0].pending === 0 && rows[0].outbox === 0) return Date.now();
    if (Date.now() > deadline) throw new Error(`backlog not drained: ${rows[0].pending} pending`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The same work as one finder submission, as pgbench sees it: two inserts in one transaction. */
function runPgbench(databaseUrl: string, clients: number, seconds: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const script = join(dir, 'two-inserts.sql');
  writeFileSync(
    script,
    `BEGIN;
INSERT INTO finder_request (id, postcode, district, condition, urgency, status, created_at)
  VALUES (gen_random_uuid(), 'SS9 1AB', 'SS9', 'falls-prevention', 'soon', 'pending', now());
INSERT INTO outbox_message (topic, aggregate_id, payload, created_at)
  VALUES ('pgbench', gen_random_uuid()::text, '{"urgency":"soon"}', now());
END;
`,
  );
  const output = execFileSync(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`could not read pgbench output:\n${output}`);
  return Number(match[1]);
}

main().catch((error: unknown) => {
  process.stderr.write(`finder bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
