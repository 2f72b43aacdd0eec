import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { setPriority } from 'node:os';
import { Logger } from 'nestjs-pino';
import { closeGracefullyOnSignals, logPrivateHops } from './bootstrap.js';
import type { Env } from './config/env.js';
import type { Tracing } from './infra/tracing/start-tracing.js';
import { WorkerModule } from './worker.module.js';

/**
 * Runs the worker process (started by worker.ts, after tracing when it is configured): same modules as the API, but
 * it consumes the queues and serves no HTTP.
 */
export async function runWorker(env: Env, tracing: Tracing | undefined): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.register(env), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  lowerPriority(env.WORKER_NICENESS, app.get(Logger));
  // On SIGTERM: workers stop taking jobs, finish the active ones, then connections close.
  closeGracefullyOnSignals(app, env.SHUTDOWN_TIMEOUT_MS, tracing);
  await app.init();
  app.get(Logger).log('Worker started');
  logPrivateHops(env, app.get(Logger));
  // A parent process (a supervisor or a test) may wait for this instead of reading logs.
  process.send?.({ ready: true });
}

/** Background work yields the CPU to the API's requests (a process may always lower its own priority). */
function lowerPriority(niceness: number, logger: Logger): void {
  if (niceness === 0) return;
  try {
    setPriority(niceness);
  } catch (error) {
    logger.warn({ err: error, niceness }, 'Could not lower the worker process priority; running at normal priority');
  }
}
