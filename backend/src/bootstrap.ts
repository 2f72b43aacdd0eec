import { loadEnvOrExit, privateHops, type Env } from './config/env.js';

/** Validates the environment or stops the process with a message that names the bad variables. */
export function envOrExit(): Env {
  return loadEnvOrExit();
}

/**
 * On SIGTERM or SIGINT: close the application (the API stops accepting and lets in-flight requests
 * finish; workers finish their active jobs; connections close), send the last spans when tracing is on, then exit 0.
 * A shutdown that hangs (a stuck job, a dead database) still ends, with exit code 1, after timeoutMs.
 */
export function closeGracefullyOnSignals(
  app: { close(): Promise<void> },
  timeoutMs: number,
  tracing?: { shutdown(): Promise<void> },
): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      setTimeout(() => {
        process.stderr.write(`Shutdown took longer than ${timeoutMs} ms; exiting.\n`);
        process.exit(1);
      }, timeoutMs).unref();
      app
        .close()
        .then(() => tracing?.shutdown())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
            process.exit(1);
          },
        );
    });
  }
}

/**
 * The one start-up line that says which connections run unencrypted because INSECURE_PRIVATE_HOPS names them
 * private (production refuses them otherwise). Names only, never an address or a credential.
 */
export function logPrivateHops(env: Env, logger: { warn(message: string): void }): void {
  const hops = privateHops(env);
  if (hops.length > 0) {
    logger.warn(`Unencrypted connections allowed as private (INSECURE_PRIVATE_HOPS): ${hops.join(', ')}`);
  }
}
