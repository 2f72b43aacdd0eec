/**
 * The crash drill: two API copies and two workers against one PostgreSQL and one Redis, a steady load of finder
 * submissions shared between the two APIs (as a proxy would), and, part-way through, one API and one worker
 * killed with SIGKILL and started again. Then it checks what families and coordinators rely on:
 *   - every submission answered 201 is stored and reaches a final status (unconfirmed, matched or unmatched), and
 *     every one its family confirmed (every third family gives an email and confirms it at once) is matched or
 *     unmatched: only those reserve a place;
 *   - no physiotherapist is over their weekly capacity, and no request took two places (the weekly counters
 *     equal the matched requests);
 *   - every email recorded as sent reached the SMTP server, none is left `sending` or `failed`, and copies of
 *     one email (counted per Message-ID, which is derived from its idempotency keys) stay within what the
 *     killed worker could have had in flight (4 × SMTP_POOL_CONNECTIONS);
 * and prints the figures: submissions, 201s, errors by kind, how long the backlog and the emails took to drain.
 *
 * Everything is on this machine (loopback only); the load is bounded in count and time. It empties the finder
 * tables of its database first, so it refuses a database whose name says neither "bench" nor "test".
 * Usage: node dist-bench/bench/drill-bench.js
 *   DRILL_SUBMISSIONS (3000), DRILL_RATE (submissions/s, 100), DRILL_CONCURRENCY (64), DRILL_KILL_AT (0.4 of the
 *   submissions), DRILL_TIMEOUT_S (300), DRILL_DATABASE_URL (else BENCH_DATABASE_URL), REDIS_URL,
 *   DRILL_REPORT (write the JSON report there instead of bench-results/drill.json). Exit code 1 when a check fails.
 */
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CONDITIONS, URGENCIES } from '@physio/api-contract';
import { deriveKey } from '../src/config/derived-keys.js';
import { offeredSql } from '../src/modules/coverage/reachability.read-model.js';
import { signConfirmationToken } from '../src/modules/finder-requests/confirmation-link.js';
import { QUEUES } from '../src/infra/queues/queues.js';
import { redisOptionsFromUrl } from '../src/infra/redis/redis-connection.js';
import {
  fmt,
  freePort,
  prepareDatabase,
  removeQueueKeys,
  runtimeUrl,
  startMailCatcher,
  startProcess,
  type BenchProcess,
} from './bench-support.js';

const DATABASE_URL =
  process.env.DRILL_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SUBMISSIONS = Number(process.env.DRILL_SUBMISSIONS ?? 3000);
const RATE = Number(process.env.DRILL_RATE ?? 100);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 64);
const KILL_AT = Number(process.env.DRILL_KILL_AT ?? 0.4);
const TIMEOUT_S = Number(process.env.DRILL_TIMEOUT_S ?? 300);
const SMTP_POOL_CONNECTIONS = 8;
const REQUEST_TIMEOUT_MS = 10_000;

interface Figures {
  submissions: number;
  created: number;
  answers: Record<string, number>;
  errors: Record<string, number>;
  failovers: number;
}

async function main(): Promise<void> {
  const database = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
  if (!/bench|test/i.test(database)) {
    throw new Error(
      `Refusing to drill against database "${database}": it empties tables, so its name must say bench or test`,
    );
  }
  const deadline = Date.now() + TIMEOUT_S * 1000;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));

  prepareDatabase(DATABASE_URL);
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  await db.query(
    'truncate finder_request, finder_request_note, referral_offer, outbox_message, physiotherapist_weekly_load, email_log',
  );
  // Only districts the finder offers (covered and reached by an active physiotherapist): the others answer 422.
  const districts = (
    await db.query<{ district: string }>(
      `select district from postcode_district d where ${offeredSql('d')} order by district`,
    )
  ).rows.map((r) => r.district);

  // The mail provider: counts each Message-ID.
  const mail = await startMailCatcher();
  const copies = mail.arrivals;
  const smtpPort = mail.port;

  const prefix = `drill${randomBytes(3).toString('hex')}`;
  // The drill confirms families' emails as their link would: it signs the tokens with the secret it gives the APIs.
  const signingSecret = randomBytes(32).toString('base64url');
  const confirmationKey = deriveKey(signingSecret, 'finder-confirmation');
  const env = {
    LINK_SIGNING_SECRET: signingSecret,
    DATABASE_URL: runtimeUrl(DATABASE_URL),
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_POOL_CONNECTIONS: String(SMTP_POOL_CONNECTIONS),
    // Off where the rate limits can be turned off; the finder has no per-client limit in any case.
    RATE_LIMITS: 'off',
    // Short leases and locks, so that what the killed worker held is taken over within the drill, not minutes later.
    MAIL_CLAIM_LEASE_SECONDS: '5',
    JOB_LOCK_DURATION_MS: '3000',
    MAIL_RETRY_DELAY_MS: '500',
  };
  const ports = [await freePort(), await freePort()];
  const apis: BenchProcess[] = [];
  const workers: BenchProcess[] = [];
  // The queues whose jobs follow a submission (retention always holds its next scheduled run).
  const queues = [QUEUES.matching, QUEUES.mail].map(
    (name) => new Queue(name, { connection: redisOptionsFromUrl(REDIS_URL), prefix }),
  );
  const timings: Record<string, number> = {};
  try {
    log(`Drill: 2 APIs and 2 workers on database ${database}, queue prefix ${prefix}`);
    apis.push(...(await Promise.all(ports.map((port) => startProcess('main.js', { ...env, PORT: String(port) })))));
    workers.push(...(await Promise.all([startProcess('worker.js', env), startProcess('worker.js', env)])));

    const figures: Figures = { submissions: 0, created: 0, answers: {}, errors: {}, failovers: 0 };
    const createdIds: string[] = [];
    const confirmedIds: string[] = [];
    const body = (n: number) =>
      JSON.stringify({
        postcode: `${districts[n % districts.length]} ${(n % 9) + 1}AB`,
        condition: CONDITIONS[n % CONDITIONS.length],
        urgency: URGENCIES[n % URGENCIES.length],
        // Every third family leaves an email with consent, so family emails go out too.
        ...(n % 3 === 0
          ? { contact_name: `Drill Family ${n}`, contact_email: `family${n}@drill.example`, consent: true }
          : {}),
      });

    const confirm = async (target: number, id: string): Promise<void> => {
      try {
        const res = await fetch(`http://127.0.0.1:${ports[target]}/api/finder-requests/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: signConfirmationToken(confirmationKey, id, new Date()) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        count(figures.answers, `confirm ${res.status}`);
        if (res.status === 200) confirmedIds.push(id);
      } catch (error) {
        count(figures.errors, `confirm: ${errorKind(error)}`);
      }
    };

    const submit = async (n: number): Promise<void> => {
      const first = n % 2;
      for (const target of [first, 1 - first]) {
        try {
          const res = await fetch(`http://127.0.0.1:${ports[target]}/api/finder-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(n),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const answer = (await res.json().catch(() => ({}))) as { id?: string };
          count(figures.answers, String(res.status));
          if (res.status === 201 && answer.id) {
            createdIds.push(answer.id);
            // Families who gave an email confirm it at once (the worst case for a race with matching).
            if (n % 3 === 0) await confirm(target, answer.id);
          }
          return;
        } catch (error) {
          const kind = errorKind(error);
          // Like a proxy: a connection that could not even be opened sent nothing, so the other copy is tried.
          if (kind === 'connection refused' && target === first) {
            figures.failovers++;
            continue;
          }
          count(figures.errors, kind);
          return;
        }
      }
    };

    log(
      `Load: ${SUBMISSIONS} submissions at ${RATE}/s; one API and one worker killed after ${Math.round(KILL_AT * 100)}%`,
    );
    const started = Date.now();
    const inFlight = new Set<Promise<void>>();
    let restarted: Promise<void> | undefined;
    for (let n = 0; n < SUBMISSIONS && Date.now() < deadline; n++) {
      const due = started + (n * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      if (n === Math.floor(SUBMISSIONS * KILL_AT)) {
        timings.killed_at_s = (Date.now() - started) / 1000;
        const [api, worker] = [apis[0], workers[0]];
        api.child.kill('SIGKILL');
        worker.child.kill('SIGKILL');
        const killedAt = Date.now();
        restarted = (async () => {
          await Promise.all([api.exited, worker.exited]);
          const [newApi, newWorker] = await Promise.all([
            startProcess('main.js', { ...env, PORT: String(ports[0]) }),
            startProcess('worker.js', env),
          ]);
          apis[0] = newApi;
          workers[0] = newWorker;
          timings.restarted_after_s = (Date.now() - killedAt) / 1000;
        })();
      }
      figures.submissions++;
      const request = submit(n).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    const loadEnded = Date.now();
    timings.load_s = (loadEnded - started) / 1000;
    await restarted;
    figures.created = createdIds.length;

    const decided = await waitUntil(deadline, async () => {
      const { rows } = await db.query<{ pending: number; outbox: number }>(
        `select (select count(*) from finder_request where status = 'pending')::int as pending,
                (select count(*) from outbox_message)::int as outbox`,
      );
      return rows[0].pending === 0 && rows[0].outbox === 0;
    });
    timings.decided_after_load_s = (decided - loadEnded) / 1000;
    const mailed = await waitUntil(deadline, async () => {
      const counts = await Promise.all(
        queues.map((q) => q.getJobCounts('wait', 'active', 'delayed', 'prioritized', 'waiting-children')),
      );
      const busy = counts.some((c) => Object.values(c).some((n) => n > 0));
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from email_log where status in ('sending', 'failed')`,
      );
      return !busy && rows[0].n === 0;
    });
    timings.emails_done_after_load_s = (mailed - loadEnded) / 1000;

    const report = await check(db, createdIds, confirmedIds, copies);
    const result = {
      date: new Date().toISOString(),
      database,
      submissions: figures.submissions,
      rate_per_s: RATE,
      answers: figures.answers,
      created: figures.created,
      errors: figures.errors,
      failovers_to_the_other_api: figures.failovers,
      ...timings,
      ...report.figures,
      checks: report.checks,
      passed: Object.values(report.checks).every(Boolean),
      load_average_at_start: loadAtStart,
    };
    const answers = Object.entries(figures.answers)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const errors = Object.entries(figures.errors)
      .map(([kind, n]) => `${kind}: ${n}`)
      .join(', ');
    log(`
Submissions                ${figures.submissions} in ${fmt(timings.load_s, 1)} s   (answers ${answers || 'none'})
Errors                     ${errors || 'none'}   (${figures.failovers} sent on to the other API after a refused connection)
Killed one API + worker    at ${fmt(timings.killed_at_s, 1)} s; both serving again after ${fmt(timings.restarted_after_s, 1)} s
Requests decided           ${report.figures.matched} matched, ${report.figures.unmatched} unmatched; ${fmt(timings.decided_after_load_s, 2)} s after the load
Emails                     ${report.figures.emails_received} received (${report.figures.distinct_emails} distinct, ${report.figures.duplicate_emails} copies; bound ${report.figures.duplicate_bound}); all done ${fmt(timings.emails_done_after_load_s, 2)} s after the load
Load average at the start  ${loadAtStart.join(', ')}
Checks
${Object.entries(report.checks)
  .map(([name, ok]) => `  ${ok ? 'ok  ' : 'FAIL'} ${name}`)
  .join('\n')}
`);
    // DRILL_REPORT (the integration test's file) replaces bench-results/drill.json, which keeps the real runs.
    let file = process.env.DRILL_REPORT;
    if (!file) {
      mkdirSync(join(process.cwd(), 'bench-results'), { recursive: true });
      file = join(process.cwd(), 'bench-results', 'drill.json');
    }
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    if (!result.passed) process.exitCode = 1;
  } finally {
    for (const p of [...apis, ...workers]) await p.stop();
    await Promise.all(queues.map((q) => q.close()));
    await removeQueueKeys(REDIS_URL, prefix);
    await mail.close();
    await db.end();
  }
}

/** What the drill asserts, read from the database and the SMTP server's counts. */
async function check(
  db: pg.Pool,
  createdIds: readonly string[],
  confirmedIds: readonly string[],
  copies: ReadonlyMap<string, readonly number[]>,
) {
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await db.query<T & pg.QueryResultRow>(sql, params)).rows[0];
  const stored = await one<{ stored: number; final: number }>(
    `select count(*)::int as stored,
            count(*) filter (where status in ('unconfirmed', 'matched', 'unmatched'))::int as final
     from finder_request where id = any($1::uuid[])`,
    [createdIds],
  );
  const confirmed = await one<{ decided: number }>(
    `select count(*) filter (where status in ('matched', 'unmatched'))::int as decided
     from finder_request where id = any($1::uuid[])`,
    [confirmedIds],
  );
  const outcomes = await one<{ matched: number; unmatched: number; unconfirmed: number }>(
    `select count(*) filter (where status = 'matched')::int as matched,
            count(*) filter (where status = 'unmatched')::int as unmatched,
            count(*) filter (where status = 'unconfirmed')::int as unconfirmed from finder_request`,
  );
  const overCapacity = await one<{ n: number }>(
    `select count(*)::int as n from physiotherapist_weekly_load l
     join physiotherapist p on p.id = l.physiotherapist_id where l.matched_count > p.weekly_capacity`,
  );
  // Each matched request holds one place in its physiotherapist's week: a counter above its requests means
  // a request was matched (and a place taken) twice.
  const counterMismatches = await one<{ n: number }>(
    `with m as (
       select matched_physiotherapist_id as physiotherapist_id,
              date_trunc('week', matched_at at time zone 'UTC')::date as week_start, count(*)::int as n
       from finder_request where status = 'matched' group by 1, 2)
     select count(*)::int as n from physiotherapist_weekly_load l
     full join m on m.physiotherapist_id = l.physiotherapist_id and m.week_start = l.week_start
     where coalesce(l.matched_count, 0) <> coalesce(m.n, 0)`,
  );
  const emailStates = await one<{ unfinished: number; sent: number }>(
    `select count(*) filter (where status not in ('sent', 'skipped'))::int as unfinished,
            count(*) filter (where status = 'sent')::int as sent from email_log`,
  );
  const sentIds = (
    await db.query<{ message_id: string }>(`select distinct message_id from email_log where status = 'sent'`)
  ).rows.map((r) => r.message_id);
  const received = [...copies.values()].reduce((sum, times) => sum + times.length, 0);
  const duplicates = received - copies.size;
  const duplicateBound = 4 * SMTP_POOL_CONNECTIONS; // one worker killed: what its unrecorded slots held
  return {
    figures: {
      confirmed: confirmedIds.length,
      matched: outcomes.matched,
      unmatched: outcomes.unmatched,
      unconfirmed: outcomes.unconfirmed,
      emails_logged_sent: emailStates.sent,
      emails_received: received,
      distinct_emails: copies.size,
      duplicate_emails: duplicates,
      duplicate_bound: duplicateBound,
    },
    checks: {
      'every 201 is stored': stored.stored === createdIds.length,
      'every 201 reached a final status': stored.final === createdIds.length,
      'every confirmed request was matched or unmatched': confirmed.decided === confirmedIds.length,
      'no physiotherapist over weekly capacity': overCapacity.n === 0,
      'no request matched twice (weekly counters = matched requests)': counterMismatches.n === 0,
      'no email left sending or failed': emailStates.unfinished === 0,
      'every email recorded as sent reached the SMTP server': sentIds.every((id) => copies.has(id)),
      'duplicate emails within what the killed worker had in flight': duplicates <= duplicateBound,
    },
  };
}

async function waitUntil(deadline: number, done: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await done()) return Date.now();
    if (Date.now() > deadline) throw new Error('The drill ran out of time (DRILL_TIMEOUT_S) waiting for the backlog');
    await sleep(100);
  }
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

/** A short name for why a request got no HTTP answer. */
function errorKind(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'UND_ERR_SOCKET') return 'connection closed mid-request';
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  process.stderr.write(`Drill failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
