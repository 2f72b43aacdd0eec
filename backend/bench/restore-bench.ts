/**
 * The restore drill: a PostgreSQL cluster of its own holding RESTORE_REQUESTS past requests (a million by default),
 * backed up continuously with the project's own tool (`npm run backup`: WAL streamed through a replication slot, a
 * base backup taken under a steady load of finder submissions), Redis emptied part-way, then the cluster lost and a
 * new one restored on another port to a point in time. Then it checks what families rely on:
 *   - every request answered 201 before the restore point is there, and nothing written after it;
 *   - every one not yet decided still has its outbox rows; every email the SMTP server took before it is recorded;
 *   - once the service runs on the restored cluster (with an empty Redis: it holds nothing PostgreSQL cannot
 *     rebuild), every request reaches a final status, no email is left unsent, and none the restored records say
 *     was sent goes again;
 * and prints the recovery point (data lost) and the recovery time. Targets (issue 28): at most 60 s lost, restored
 * in under 10 minutes for a million requests.
 *
 * Everything is on this machine: the cluster (initdb, as the postgres user when run as root), a redis-server and an
 * SMTP catcher of its own, in a temporary folder it removes. Needs PostgreSQL's server programs and redis-server.
 * Usage: node dist-bench/bench/restore-bench.js
 *   RESTORE_REQUESTS (1000000), RESTORE_RATE (submissions/s, 20), RESTORE_REPORT (else bench-results/restore.json),
 *   RESTORE_TIMEOUT_S (1800). Exit code 1 when a check fails.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CONDITIONS, URGENCIES } from '@physio/api-contract';
import { deriveKey } from '../src/config/derived-keys.js';
import { offeredSql } from '../src/modules/coverage/reachability.read-model.js';
import { signConfirmationToken } from '../src/modules/finder-requests/confirmation-link.js';
import {
  DIST,
  fmt,
  freePort,
  prepareDatabase,
  runtimeUrl,
  startMailCatcher,
  startProcess,
  type BenchProcess,
} from './bench-support.js';

const REQUESTS = Number(process.env.RESTORE_REQUESTS ?? 1_000_000);
const RATE = Number(process.env.RESTORE_RATE ?? 20);
const TIMEOUT_S = Number(process.env.RESTORE_TIMEOUT_S ?? 1800);
const ROOT = join(DIST, '..', '..');
const BACKUP = join(ROOT, 'infra', 'scripts', 'backup.mjs');
const DATABASE = 'physio_restore_bench';
const SMTP_POOL_CONNECTIONS = 4;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  const deadline = Date.now() + TIMEOUT_S * 1000;
  const work = mkdtempSync(join(tmpdir(), 'physio-restore-drill-'));
  chmodSync(work, 0o755);
  const tool = (await import(pathToFileURL(BACKUP).href)) as BackupTool;
  const cluster = new Cluster(join(work, 'primary'), tool);
  let restored: Cluster | undefined;
  const processes: BenchProcess[] = [];
  let walStream: ChildProcess | undefined;
  let redisServer: ChildProcess | undefined;
  const mail = await startMailCatcher();
  // Per Message-ID, when each copy reached the mail server.
  const smtpCopies = mail.arrivals;
  try {
    // The cluster, its database and a million past requests.
    const primaryPort = await freePort();
    const t0 = Date.now();
    cluster.init();
    cluster.start(primaryPort, ['-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=30min']);
    const adminUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${DATABASE}`;
    prepareDatabase(adminUrl);
    const db = new pg.Client({ connectionString: adminUrl });
    await db.connect();
    await seedHistory(db, REQUESTS);
    const size = (
      await db.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`)
    ).rows[0].size;
    const districts = (
      await db.query<{ district: string }>(`select district from postcode_district d where ${offeredSql('d')}`)
    ).rows.map((r) => r.district);
    await db.end();
    log(
      `Cluster on port ${primaryPort}: ${REQUESTS} past requests, ${size}, ready in ${fmt((Date.now() - t0) / 1000, 1)} s`,
    );

    // Continuous backup: WAL streamed from now on.
    const backupEnv = {
      ...process.env,
      BACKUP_DIR: join(work, 'backup'),
      BACKUP_DATABASE_URL: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    };
    walStream = spawn(process.execPath, [BACKUP, 'wal'], { env: backupEnv, stdio: ['ignore', 'ignore', 'inherit'] });

    // The service on it, with a Redis and a mail server of its own.
    const redisPort = await freePort();
    redisServer = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    // Commands wait in the client's queue until the server it has just started answers.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    redis.on('error', () => undefined); // refused until redis-server listens
    await redis.ping();
    const smtpPort = mail.port;
    const signingSecret = randomBytes(32).toString('base64url');
    const confirmationKey = deriveKey(signingSecret, 'finder-confirmation');
    const apiPort = await freePort();
    const env = (databasePort: number) => ({
      LINK_SIGNING_SECRET: signingSecret,
      DATABASE_URL: runtimeUrl(`postgres://postgres@127.0.0.1:${databasePort}/${DATABASE}`),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: 'restore',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_POOL_CONNECTIONS: String(SMTP_POOL_CONNECTIONS),
      RATE_LIMITS: 'off',
      OUTBOX_RECHECK_INTERVAL_MS: '5000',
      WORKER_NICENESS: '0',
    });
    processes.push(await startProcess('main.js', env(primaryPort)), await startProcess('worker.js', env(primaryPort)));

    // A steady load of families, every third confirming their email at once.
    const answered: { id: string; at: number; confirmed: boolean }[] = [];
    const errors: Record<string, number> = {};
    const submit = async (n: number) => {
      try {
        const res = await fetch(`http://127.0.0.1:${apiPort}/api/finder-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            postcode: `${districts[n % districts.length]} ${(n % 9) + 1}AB`,
            condition: CONDITIONS[n % CONDITIONS.length],
            urgency: URGENCIES[n % URGENCIES.length],
            ...(n % 3 === 0
              ? { contact_name: `Family ${n}`, contact_email: `family${n}@restore.example`, consent: true }
              : {}),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: string };
        if (res.status !== 201 || !body.id) return void count(errors, `answer ${res.status}`);
        let confirmed = false;
        if (n % 3 === 0) {
          const confirm = await fetch(`http://127.0.0.1:${apiPort}/api/finder-requests/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token: signConfirmationToken(confirmationKey, body.id, new Date()) }),
            signal: AbortSignal.timeout(10_000),
          });
          confirmed = confirm.status === 200;
        }
        answered.push({ id: body.id, at: Date.now(), confirmed });
      } catch (error) {
        count(errors, error instanceof Error ? error.name : 'error');
      }
    };

    let loading = true;
    const load = (async () => {
      const inFlight = new Set<Promise<void>>();
      const started = Date.now();
      for (let n = 0; loading; n++) {
        const due = started + (n * 1000) / RATE;
        if (due > Date.now()) await sleep(due - Date.now());
        const one = submit(n).finally(() => inFlight.delete(one));
        inFlight.add(one);
      }
      await Promise.allSettled(inFlight);
    })();
    await sleep(5000);
    log(`Load: ${RATE} submissions/s. Base backup…`);
    const backupStarted = Date.now();
    execFileSync(process.execPath, [BACKUP, 'base'], { env: backupEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    const backupSeconds = (Date.now() - backupStarted) / 1000;
    log(`Base backup taken in ${fmt(backupSeconds, 1)} s, under the load`);
    await sleep(5000);
    // Redis loses everything, under the load: the work is rebuilt from PostgreSQL.
    await redis.flushall();
    const flushedAt = Date.now();
    await sleep(10_000);
    const target = new Date();
    log(
      `Restore point chosen: ${target.toISOString()} (Redis was emptied ${fmt((target.getTime() - flushedAt) / 1000, 1)} s before)`,
    );
    await sleep(5000);
    // The disaster: the cluster is lost with the service still writing to it.
    loading = false;
    cluster.stop('immediate');
    for (const p of processes.splice(0)) p.child.kill('SIGKILL');
    await load;
    walStream.kill('SIGTERM');
    await new Promise((r) => walStream!.once('exit', r));
    const beforeTarget = answered.filter((a) => a.at < target.getTime());
    log(
      `Cluster lost: ${answered.length} requests answered 201, ${beforeTarget.length} of them before the restore point`,
    );

    // The restore, into a new cluster on another port.
    const restoredPort = await freePort();
    const restoredDir = join(work, 'restored');
    const restoreOut = execFileSync(
      process.execPath,
      [BACKUP, 'restore', '--into', restoredDir, '--port', String(restoredPort), '--to', target.toISOString()],
      { env: backupEnv, stdio: ['ignore', 'pipe', 'inherit'] },
    ).toString();
    restored = new Cluster(restoredDir, tool);
    const result = JSON.parse(restoreOut.trim().split('\n').at(-1)!) as {
      recovery_point: string | null;
      restore_seconds: number;
    };
    const recoveryPoint = result.recovery_point ? new Date(result.recovery_point) : null;
    const dataLostSeconds = recoveryPoint ? (target.getTime() - recoveryPoint.getTime()) / 1000 : NaN;
    log(
      `Restored in ${fmt(result.restore_seconds, 1)} s to ${result.recovery_point} (${fmt(dataLostSeconds, 2)} s before the target)`,
    );

    const restoredDb = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${restoredPort}/${DATABASE}` });
    await restoredDb.connect();
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await restoredDb.query<T & pg.QueryResultRow>(sql, params)).rows[0];
    const ids = beforeTarget.map((a) => a.id);
    const present = await one<{ n: number }>(
      `select count(*)::int as n from finder_request where id = any($1::uuid[])`,
      [ids],
    );
    const after = await one<{ n: number }>(`select count(*)::int as n from finder_request where created_at > $1`, [
      target,
    ]);
    const orphaned = await one<{ n: number }>(
      `select count(*)::int as n from finder_request r where id = any($1::uuid[]) and status = 'pending'
         and not exists (select 1 from outbox_message o where o.aggregate_id = r.id::text)`,
      [ids],
    );
    // An email the SMTP server took well before the point (its `sent` mark follows within milliseconds) is recorded.
    const sentBefore = [...smtpCopies].filter(([, copies]) => copies[0] < target.getTime() - 2000).map(([id]) => id);
    const recorded = await one<{ n: number }>(
      // One message can stand for several rows (a digest): count messages.
      `select count(distinct message_id)::int as n from email_log where status = 'sent' and message_id = any($1::text[])`,
      [sentBefore],
    );
    const sentBeforeRestore = new Map([...smtpCopies].map(([id, copies]) => [id, copies.length]));

    // What the restored records say was sent, before the service runs on them: none of it may go again.
    const recordedBefore = new Set(
      (
        await restoredDb.query<{ message_id: string }>(
          `select message_id from email_log where status = 'sent' and message_id = any($1::text[])`,
          [[...sentBeforeRestore.keys()]],
        )
      ).rows.map((r) => r.message_id),
    );
    // The service on the restored cluster, with an empty Redis.
    await redis.flushall();
    const resumed = Date.now();
    processes.push(
      await startProcess('main.js', env(restoredPort)),
      await startProcess('worker.js', env(restoredPort)),
    );
    await waitUntil(deadline, 'the restored service to catch up', async () => {
      const state = await one<{ pending: number; outbox: number; unsent: number }>(
        `select (select count(*) from finder_request where status = 'pending')::int as pending,
                (select count(*) from outbox_message)::int as outbox,
                (select count(*) from email_log where status in ('sending', 'failed'))::int as unsent`,
      );
      return state.pending === 0 && state.outbox === 0 && state.unsent === 0;
    });
    const caughtUpSeconds = (Date.now() - resumed) / 1000;
    await sleep(2000);
    const confirmedIds = beforeTarget.filter((a) => a.confirmed).map((a) => a.id);
    const final = await one<{ n: number }>(
      `select count(*)::int as n from finder_request where id = any($1::uuid[]) and status in ('unconfirmed', 'matched', 'unmatched')`,
      [ids],
    );
    const decided = await one<{ n: number }>(
      `select count(*)::int as n from finder_request where id = any($1::uuid[]) and status in ('matched', 'unmatched')`,
      [confirmedIds],
    );
    const sentIds = (
      await restoredDb.query<{ message_id: string }>(`select message_id from email_log where status = 'sent'`)
    ).rows.map((r) => r.message_id);
    const resent = [...recordedBefore].filter(
      (id) => (smtpCopies.get(id)?.length ?? 0) > (sentBeforeRestore.get(id) ?? 0),
    );
    const resentTemplates = (
      await restoredDb.query<{ template: string; n: number }>(
        `select template, count(distinct message_id)::int as n from email_log where message_id = any($1::text[]) group by 1`,
        [resent],
      )
    ).rows;
    // Sent after the point, forgotten by the restore, so sent again: what a point-in-time restore costs.
    const forgottenAndResent = [...sentBeforeRestore.keys()].filter(
      (id) => !recordedBefore.has(id) && (smtpCopies.get(id)?.length ?? 0) > (sentBeforeRestore.get(id) ?? 0),
    ).length;
    await restoredDb.end();
    redis.disconnect();

    const checks = {
      'every 201 before the restore point is there': present.n === ids.length,
      'nothing written after the restore point is there': after.n === 0,
      'every undecided request still has its outbox rows': orphaned.n === 0,
      'every email sent before the point is recorded as sent': recorded.n === sentBefore.length,
      'after the restore, every request reached a final status': final.n === ids.length,
      'after the restore, every confirmed request was matched or unmatched': decided.n === confirmedIds.length,
      'every email recorded as sent reached the SMTP server': sentIds.every((id) => smtpCopies.has(id)),
      'no email recorded as sent went again': resent.length === 0,
      'at most 60 s of data lost': dataLostSeconds <= 60,
    };
    const report = {
      date: new Date().toISOString(),
      requests_in_database: REQUESTS,
      database_size: size,
      rate_per_s: RATE,
      answered_201: answered.length,
      answered_201_before_the_point: ids.length,
      errors,
      base_backup_seconds: backupSeconds,
      restore_point: target.toISOString(),
      recovery_point: result.recovery_point,
      data_lost_seconds: dataLostSeconds,
      restore_seconds: result.restore_seconds,
      caught_up_after_restore_seconds: caughtUpSeconds,
      emails_sent_before_the_point: sentBefore.length,
      emails_sent_after_the_point_and_again_after_the_restore: forgottenAndResent,
      emails_recorded_as_sent_and_sent_again: resentTemplates,
      checks,
      passed: Object.values(checks).every(Boolean),
      load_average_at_start: loadAtStart,
    };
    log(`
Database                   ${REQUESTS} past requests (${size}); load ${RATE} submissions/s
Base backup                ${fmt(backupSeconds, 1)} s, taken under the load
Requests answered 201      ${answered.length} (${ids.length} before the restore point)
Recovery point             ${result.recovery_point}: ${fmt(dataLostSeconds, 2)} s of data lost before the target
Recovery time              ${fmt(result.restore_seconds, 1)} s to a promoted cluster; the service caught up ${fmt(caughtUpSeconds, 1)} s later
Emails                     ${sentBefore.length} sent before the point, all recorded; ${forgottenAndResent} sent after it went again (forgotten by the restore)
Load average at the start  ${loadAtStart.join(', ')}
Checks
${Object.entries(checks)
  .map(([name, ok]) => `  ${ok ? 'ok  ' : 'FAIL'} ${name}`)
  .join('\n')}
`);
    let file = process.env.RESTORE_REPORT;
    if (!file) {
      mkdirSync(join(process.cwd(), 'bench-results'), { recursive: true });
      file = join(process.cwd(), 'bench-results', 'restore.json');
    }
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    if (!report.passed) process.exitCode = 1;
  } catch (error) {
    process.exitCode = 1;
    throw error;
  } finally {
    for (const p of processes) await p.stop();
    walStream?.kill('SIGTERM');
    restored?.stop('fast');
    cluster.stop('immediate');
    redisServer?.kill('SIGTERM');
    await mail.close();
    // A failed drill leaves its folder (the clusters' logs) for a look; RESTORE_KEEP=1 keeps it in any case.
    if (process.exitCode || process.env.RESTORE_KEEP === '1') log(`Left in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** What the drill uses of `npm run backup`'s script: how it runs the server's programs (as postgres when root). */
interface BackupTool {
  asServerUser(program: string, args: string[]): [string, string[]];
  giveToServerUser(path: string): void;
}

/** A PostgreSQL cluster in a folder, run the way the backup script runs the restored one. */
class Cluster {
  constructor(
    private readonly dir: string,
    private readonly tool: BackupTool,
  ) {}

  init(): void {
    mkdirSync(this.dir, { recursive: true });
    this.tool.giveToServerUser(this.dir);
    this.run('initdb', ['-D', this.dir, '-U', 'postgres', '-A', 'trust', '--no-instructions']);
  }

  start(port: number, settings: string[] = []): void {
    // TCP only: no socket file in the data folder for a base backup to skip.
    const options = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=''"];
    this.run('pg_ctl', [
      '-D',
      this.dir,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-o',
      [...options, ...settings].join(' '),
      'start',
    ]);
  }

  stop(mode: 'fast' | 'immediate'): void {
    const [cmd, args] = this.tool.asServerUser('pg_ctl', ['-D', this.dir, '-m', mode, 'stop']);
    spawnSync(cmd, args, { stdio: 'ignore' });
  }

  private run(program: string, args: string[]): void {
    const [cmd, full] = this.tool.asServerUser(program, args);
    execFileSync(cmd, full, { stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** Two years of requests, as the service would have left them: mostly matched, some unmatched, a third with an email. */
async function seedHistory(db: pg.Client, requests: number): Promise<void> {
  await db.query(
    `with districts as (select array_agg(district order by district) as d from postcode_district where covered),
          physios as (select array_agg(id order by id) as p from physiotherapist)
     insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
       consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, matched_at, created_at)
     select gen_random_uuid(), districts.d[1 + (i % array_length(districts.d, 1))] || ' 1AB',
            districts.d[1 + (i % array_length(districts.d, 1))],
            (array['stroke-recovery','falls-prevention','neurological','post-operative','respiratory',
                   'musculoskeletal','elderly-rehab','hospital-discharge'])[1 + (i % 8)],
            (array['urgent','soon','flexible'])[1 + (i % 3)],
            case when i % 3 = 0 then 'Past Family' end, case when i % 3 = 0 then 'past' || i || '@example.com' end,
            case when i % 3 = 0 then t.created_at end, case when i % 3 = 0 then t.created_at end,
            case when i % 20 = 0 then 'unmatched' else 'matched' end,
            case when i % 20 <> 0 then physios.p[1 + (i % array_length(physios.p, 1))] end,
            t.created_at + interval '2 seconds', t.created_at
     from generate_series(1, $1::int) as i, districts, physios,
          lateral (select now() - interval '14 days' - (random() * interval '720 days') as created_at) as t`,
    [requests],
  );
  await db.query('vacuum analyze finder_request');
  await db.query('checkpoint');
}

async function waitUntil(deadline: number, what: string, done: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (await done().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`The restore drill ran out of time (RESTORE_TIMEOUT_S) waiting for ${what}`);
    await sleep(200);
  }
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`Restore drill failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
