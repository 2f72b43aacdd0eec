import { spawn } from 'node:child_process';

export interface DrillRun {
  /** Resolves when the drill exits, with its exit code and everything it printed. */
  done: Promise<{ exitCode: number | null; output: string }>;
  /** Ends the drill and every process it started (its API, worker, cluster): for afterAll when the test timed out. */
  stop(): void;
}

/**
 * Runs a compiled drill (`dist-bench/bench/*.js`) in a process group of its own, so that a test that times out can
 * end it with the service processes it started: killed alone, they outlived the test run.
 */
export function runDrill(script: string, env: Record<string, string>): DrillRun {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exited = false;
  const done = new Promise<{ exitCode: number | null; output: string }>((resolve) => {
    child.once('exit', (code) => {
      exited = true;
      resolve({ exitCode: code, output: output.join('') });
    });
  });
  return {
    done,
    stop: () => {
      if (exited || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    },
  };
}
