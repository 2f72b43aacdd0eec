import { randomBytes } from 'node:crypto';
import { OPS_CSRF_HEADER } from '@physio/api-contract';
import { Redis } from 'ioredis';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ROLES, urlAsRole } from '../src/infra/database/database-roles.js';
import { redisOptionsFromUrl } from '../src/infra/redis/redis-connection.js';

/** The service's build (backend/dist), which the benches start as processes; they are built to dist-bench/bench/. */
export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The bench's database as the two roles of a real deployment, from the administrator's URL the bench is given
 * (BENCH_DATABASE_URL): prepare-database creates them, migrates as the owner; the API and workers use the runtime.
 */
export function databaseRoleEnv(adminUrl: string): Record<string, string> {
  return {
    DATABASE_ADMIN_URL: adminUrl,
    DATABASE_MIGRATION_URL: urlAsRole(adminUrl, LOCAL_ROLES.owner),
    DATABASE_URL: runtimeUrl(adminUrl),
  };
}

/** The URL the bench's API and worker processes connect with: the runtime role's. */
export const runtimeUrl = (adminUrl: string): string => urlAsRole(adminUrl, LOCAL_ROLES.runtime);

export function prepareDatabase(databaseUrl: string): void {
  execFileSync(process.execPath, [join(DIST, 'cli', 'prepare-database.js')], {
    env: { ...process.env, ...databaseRoleEnv(databaseUrl), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface BenchProcess {
  child: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  stop: () => Promise<void>;
}

/** Starts dist/<script> with env; resolves once it is ready (health answers, or the worker says so over IPC). */
export async function startProcess(
  script: 'main.js' | 'worker.js',
  env: Record<string, string>,
): Promise<BenchProcess> {
  // BENCH_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of each process on exit, to see where the time goes.
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, join(DIST, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (script === 'worker.js') {
    await new Promise<void>((resolve, reject) => {
      child.on('message', (m: { ready?: boolean }) => m?.ready && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
  } else {
    // BENCH_START_TIMEOUT_S: a machine busy with other work can take longer than a minute to start an API.
    const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 60) * 1000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).status > 0) break;
      } catch {
        if (Date.now() > deadline) throw new Error('API did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN where it cannot be read. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by every process whose command name is `name` (e.g. postgres). */
export function cpuSecondsOfAll(name: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) total += cpuSecondsOf(Number(pid)) || 0;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Deletes every Redis key under a bench's queue prefix (its leftover jobs: the emails it did not wait for). */
export async function removeQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisOptionsFromUrl(redisUrl));
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The benches' mail provider: accepts every message and notes, per Message-ID, when each copy arrived (the service
 * derives the Message-ID from the email's keys, so two arrivals of one ID are one email sent twice). Listens on a
 * port the system chooses.
 */
export async function startMailCatcher(): Promise<{
  port: number;
  arrivals: ReadonlyMap<string, readonly number[]>;
  close: () => Promise<void>;
}> {
  const arrivals = new Map<string, number[]>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)';
        arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
        callback();
      });
    },
  });
  // A sender killed mid-email resets its connection: expected in the drills, not a reason to stop.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arrivals,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Adds an admin account through the CLI and signs it in; returns the session cookie. */
export async function signIn(baseUrl: string, env: Record<string, string>): Promise<string> {
  const username = 'bench.coordinator';
  const password = 'bench only: a long passphrase 2026';
  execFileSync(
    process.execPath,
    [join(DIST, 'cli', 'ops-user.js'), 'add', username, '--role', 'admin', '--password-stdin'],
    {
      env: { ...process.env, ...env },
      input: `${password}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const res = await fetch(`${baseUrl}/api/ops/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  // The session's cookie (the trusted-device one is sent to the sign-in path only).
  const sessionCookie = (r: Response) =>
    r.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => !/^(__Secure-)?ops_device=/.test(pair)) ?? '';
  const cookie = sessionCookie(res);
  const body = (await res.json()) as { csrf_token?: string; session?: { csrf_token?: string } };
  const csrf = body.session?.csrf_token ?? body.csrf_token ?? '';
  // A password set by someone else works for one sign-in: choose another, as the dashboard asks a person to.
  const changed = await fetch(`${baseUrl}/api/ops/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, [OPS_CSRF_HEADER]: csrf },
    body: JSON.stringify({ current_password: password, new_password: `${password} and then another` }),
  });
  if (!changed.ok) throw new Error(`password change failed: ${changed.status} ${await changed.text()}`);
  return sessionCookie(changed);
}

/** `runs` sequential GETs after `warmup` unmeasured ones (a new path from `paths` each time): p50, p95 and max. */
export async function measure(
  runs: number,
  warmup: number,
  name: string,
  paths: () => string,
  baseUrl: string,
  cookie: string,
): Promise<string> {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${paths()}`, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${name}: ${res.status} ${body.slice(0, 200)}`);
    if (i >= warmup) times.push(ms);
    total = res.headers.get('content-range') ?? '';
  }
  times.sort((a, b) => a - b);
  return `${name.padEnd(34)} p50 ${fmt(percentile(times, 50), 1).padStart(6)} ms   p95 ${fmt(percentile(times, 95), 1).padStart(6)} ms   max ${fmt(times[times.length - 1], 1).padStart(6)} ms   ${total}`;
}

/** A database of its own for a bench, named after BENCH_DATABASE_URL's plus a suffix, and the admin URL to create it. */
export function benchDatabase(baseUrl: string, suffix: string): { url: string; name: string; admin: string } {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  url.pathname = `/${name}`;
  return { url: url.toString(), name, admin: admin.toString() };
}

/**
 * The environment of a worker run as in production (its checks on, no real secrets needed), against a bench's
 * database, Redis prefix and mail catcher. The deadlines and waitlist benches measure workers this way.
 */
export function productionWorkerEnv(given: {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  smtpPort: number;
  publicBaseUrl: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OPS_ORIGIN: 'https://ops.bench.invalid',
    DATABASE_URL: runtimeUrl(given.databaseUrl),
    INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp',
    REDIS_URL: given.redisUrl,
    QUEUE_PREFIX: given.queuePrefix,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(given.smtpPort),
    SMTP_SECURE: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: given.publicBaseUrl,
  };
}

/** The API on a free port against a bench's database, signed in as a coordinator: for the HTTP benches of the dashboard. */
export async function startSignedInApi(
  adminUrl: string,
  redisUrl: string,
  queuePrefix: string,
): Promise<{ api: BenchProcess; baseUrl: string; cookie: string }> {
  const port = await freePort();
  const env = {
    DATABASE_URL: runtimeUrl(adminUrl),
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  const api = await startProcess('main.js', env);
  const baseUrl = `http://127.0.0.1:${port}`;
  return { api, baseUrl, cookie: await signIn(baseUrl, env) };
}

/** A list's query string as react-admin sends it: each value JSON. */
export const listQueryString = (params: Record<string, unknown>): string =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;
