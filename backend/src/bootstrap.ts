import { ConfigError, loadEnv, type Env } from './config/env.js';

/** Validates the environment or stops the process with a message that names the bad variables. */
export function envOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** A graceful shutdown that hangs (a stuck job, a dead database) must still end. */
export function exitIfShutdownHangs(timeoutMs: number): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        process.stderr.write(`Shutdown took longer than ${timeoutMs} ms; exiting.\n`);
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}
