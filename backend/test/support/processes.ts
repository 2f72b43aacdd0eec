import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const DIST = join(__dirname, '..', '..', 'dist');
// Generous: on a busy 2-core machine a cold Node process takes several seconds to load Nest and its modules, and over a
// minute when the machine runs other suites beside this one (seen at load average 30 and more).
const STARTUP_TIMEOUT_MS = 150_000;

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process wrote, for assertions on logs and for debugging failures. */
  output: () => string;
  /** The messages it sent over IPC so far (`{ ready }`, `{ listening: port }`, `{ metricsListening: port }`). */
  messages: () => readonly Record<string, unknown>[];
  /** SIGTERM and wait for a graceful exit; resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies at once, mid-job if it was in one. */
  kill: () => Promise<void>;
}

export interface RunningApi extends RunningProcess {
  url: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(script: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [join(DIST, script)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const messages: Record<string, unknown>[] = [];
  child.on('message', (message) => {
    if (typeof message === 'object' && message !== null) messages.push(message as Record<string, unknown>);
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    messages: () => messages,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Polls until the probe gives a value. The cap is generous because CI shares a two-core machine with other work:
 * a waiting test moves on the moment the value is there, so the cap only decides how long a real failure takes.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 45000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

/**
 * Starts dist/main.js and waits until it answers. The API listens on a port the system chooses and names it over
 * IPC: a port picked here and handed over could be taken by another test process in between, and then this test
 * would talk to that one's API.
 */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const proc = run('main.js', { PORT: '0', ...env, HOST: '127.0.0.1' });
  // An API that stops at start-up (a configuration it refuses) fails the test at once, with what it wrote.
  const closedEarly = new Promise<never>((_, reject) =>
    proc.child.once('close', () => reject(new Error(`API exited early:\n${proc.output()}`))),
  );
  closedEarly.catch(() => undefined);
  const listening = new Promise<number>((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'listening' in message) {
        proc.child.off('message', onMessage);
        resolve(Number((message as { listening: unknown }).listening));
      }
    };
    proc.child.on('message', onMessage);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${STARTUP_TIMEOUT_MS} ms waiting for the API to listen`)),
      STARTUP_TIMEOUT_MS,
    );
  });
  try {
    const port = await Promise.race([closedEarly, timedOut, listening]);
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([
      closedEarly,
      waitFor('the API to answer', async () => (await fetch(`${url}/api/health`)).status > 0, STARTUP_TIMEOUT_MS),
    ]);
    return { ...proc, url };
  } catch (error) {
    await proc.kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts dist/worker.js and waits until it reports (over IPC) that it is consuming. */
export async function startWorker(env: Record<string, string>): Promise<RunningProcess> {
  const proc = run('worker.js', env);
  let ready = false;
  proc.child.on('message', (message: { ready?: boolean }) => (ready ||= message?.ready === true));
  try {
    await waitFor(
      'the worker to start',
      async () => {
        if (proc.child.exitCode !== null) throw new Error(`Worker exited early:\n${proc.output()}`);
        return ready;
      },
      STARTUP_TIMEOUT_MS,
    );
  } catch (error) {
    await proc.kill();
    throw error;
  }
  return proc;
}
