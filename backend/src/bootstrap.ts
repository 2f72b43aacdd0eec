import { loadEnvOrExit, type Env } from './config/env.js';

/** Validates the environment or stops the process with a message that names the bad variables. */
export function envOrExit(): Env {
  return loadEnvOrExit();
}

/**
 * On SIGTERM or SIGINT: close the application (the API stops accepting and lets in-flight requests
 * finish; workers finish their active jobs; connections close), then exit 0. A shutdown that hangs
 * (a stuck job, a dead database) still ends, with exit code 1, after timeoutMs.
 */
export function closeGracefullyOnSignals(app: { close(): Promise<void> }, timeoutMs: number): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      setTimeout(() => {
        process.stderr.write(`Shutdown took longer than ${timeoutMs} ms; exiting.\n`);
        process.exit(1);
      }, timeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
          process.exit(1);
        },
      );
    });
  }
}
