import { Redis } from 'ioredis';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

export function prepareDatabase(databaseUrl: string): void {
  execFileSync(process.execPath, [join(DIST, 'cli', 'prepare-database.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
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
