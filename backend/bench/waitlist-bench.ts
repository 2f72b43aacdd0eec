import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { loadEnv } from '../src/config/env.js';
import { databaseRoleEnv, DIST, freePort, productionWorkerEnv, removeQueueKeys, runtimeUrl } from './bench-support.js';

/**
 * The waitlist bench: 10,000 waitlist entries in a postcode area we do not cover, a real SMTP server,
 * the worker as a child process; then the coverage CLI activates that area, as an operator would. Reports the
 * time from the activation (its coverage_change row) until the SMTP server has accepted all 10,000 emails,
 * emails per second, and the worker's peak memory (VmHWM).
 * Uses a database and queue prefix of its own and removes both afterwards.
 * Usage: node dist-bench/bench/waitlist-bench.js [--entries 10000]
 */
const AREA = 'NR'; // Norwich: not covered at launch.
const TARGET_PER_SECOND = 500;
const TARGET_RSS_MB = 250;

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function peakRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const entries = argValue('--entries', 10000);
  const base = loadEnv();
  const dbUrl = new URL(base.DATABASE_URL);
  const dbName = `${dbUrl.pathname.slice(1)}_waitlist_bench`;
  dbUrl.pathname = `/${dbName}`;
  const prefix = `wlbench${randomBytes(3).toString('hex')}`;
  const log = (line: string) => process.stdout.write(`${line}\n`);

  log(`Waitlist bench: ${entries} entries in postcode area ${AREA}; database ${dbName}, queue prefix ${prefix}`);
  const prepared = spawnSync(process.execPath, [join(DIST, 'cli', 'prepare-database.js')], {
    env: { ...process.env, ...databaseRoleEnv(dbUrl.toString()) },
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error(`Could not prepare the bench database:\n${prepared.stderr}`);

  // The SMTP server that stands in for the mail provider: accepts everything, counts it.
  let accepted = 0;
  let lastAcceptedAt = 0;
  let allAccepted: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allAccepted = resolve));
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted++;
        lastAcceptedAt = Date.now();
        if (accepted === entries) allAccepted();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
  const workerEnv = {
    PATH: process.env.PATH ?? '',
    ...productionWorkerEnv({
      databaseUrl: dbUrl.toString(),
      redisUrl: base.REDIS_URL,
      queuePrefix: prefix,
      smtpPort,
      publicBaseUrl: base.PUBLIC_BASE_URL,
    }),
    ...(process.env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY } : {}),
    ...(process.env.SMTP_POOL_CONNECTIONS ? { SMTP_POOL_CONNECTIONS: process.env.SMTP_POOL_CONNECTIONS } : {}),
  };
  let worker: ReturnType<typeof spawn> | undefined;
  try {
    await db.query(`update postcode_district set covered = false, covered_since = null where area = $1`, [AREA]);
    await db.query('truncate waitlist_entry, email_log, outbox_message, coverage_change');
    // Activation refuses districts no active physiotherapist reaches: one based in Norwich reaches the whole area.
    await db.query(
      `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
         base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
         accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
       values ('Bench Norwich', 'PH999001', current_date, 'enhanced', current_date, '{falls-prevention}', 'NR1', 35,
               '{Norwich}', '{BSc Physiotherapy}', 'Bench physiotherapist.', 10, 5, true, '{English}', 50, 90,
               'bench-norwich@example.org', true)
       on conflict (hcpc_number) do nothing`,
    );
    await db.query(
      `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, notified, created_at)
       select gen_random_uuid(), 'Bench Person ' || i, 'person' || i || '@bench.example', 'person' || i || '@bench.example',
              d.district || ' 1AA', d.district, d.area, 'falls-prevention', false, now()
       from generate_series(1, $1) as i
       join lateral (select district, area from postcode_district where area = $2 order by district offset (i % 20) limit 1) d on true`,
      [entries, AREA],
    );
    log(`Inserted ${entries} waitlist entries.`);

    // e.g. BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" to profile the worker.
    const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    worker = spawn(process.execPath, [...nodeArgs, join(DIST, 'worker.js')], {
      env: workerEnv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The worker did not start within 60 s')), 60000);
      worker!.on('message', (m: { ready?: boolean }) => {
        if (m?.ready) {
          clearTimeout(timer);
          resolve();
        }
      });
      worker!.once('exit', (code) => reject(new Error(`The worker exited with ${code}`)));
    });

    // The CLI as an operator runs it; the clock starts at the activation it records, not at the CLI's start-up.
    // Asynchronously: this process's SMTP server takes the emails meanwhile.
    const cli = spawn(process.execPath, [join(DIST, 'cli', 'coverage.js'), 'activate', AREA], {
      env: { ...process.env, DATABASE_URL: runtimeUrl(dbUrl.toString()), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let cliOutput = '';
    cli.stdout.on('data', (chunk: Buffer) => (cliOutput += chunk.toString()));
    const cliExit = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
    if (cliExit !== 0) throw new Error(`The coverage CLI exited with ${cliExit}`);
    log(cliOutput.trim());
    const [{ activatedAt }] = (
      await db.query<{ activatedAt: number }>(
        `select extract(epoch from created_at)::float8 * 1000 as "activatedAt"
         from coverage_change where action = 'activated' order by id desc limit 1`,
      )
    ).rows;

    const timeout = setTimeout(() => allAccepted(), 10 * 60 * 1000);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(worker!.pid!))), 250);
    await done;
    clearTimeout(timeout);
    const seconds = (lastAcceptedAt - activatedAt) / 1000;
    peak = Math.max(peak, peakRssMb(worker.pid!));
    clearInterval(sampler);
    // Give stragglers (duplicates, if any) a moment, then check nobody got two.
    await new Promise((r) => setTimeout(r, 1000));
    const [{ notified }] = (
      await db.query<{ notified: number }>('select count(*)::int as notified from waitlist_entry where notified')
    ).rows;

    const rate = accepted / seconds;
    log('');
    log(`Emails accepted by the SMTP server: ${accepted} of ${entries} (entries marked notified: ${notified})`);
    log(`Time from ActivateCoverage to the last email accepted: ${seconds.toFixed(2)} s`);
    log(`Emails per second: ${rate.toFixed(0)} (target >= ${TARGET_PER_SECOND})`);
    log(`Worker peak memory (VmHWM): ${peak.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB)`);
    log(
      `Load average (1, 5, 15 min) at the end, on ${cpus().length} CPUs: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    log(
      rate >= TARGET_PER_SECOND && peak < TARGET_RSS_MB && accepted === entries
        ? 'Result: targets met'
        : 'Result: targets NOT met',
    );
    if (accepted !== entries) process.exitCode = 1;
  } finally {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await new Promise((r) => worker!.once('exit', r));
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db.end();
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
  process.stderr.write(`Waitlist bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
