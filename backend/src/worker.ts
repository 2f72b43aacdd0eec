import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { closeGracefullyOnSignals, envOrExit } from './bootstrap.js';
import { WorkerModule } from './worker.module.js';

/** The worker process: same modules as the API, but it consumes the queues and serves no HTTP. */
async function main(): Promise<void> {
  const env = envOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.register(env), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // On SIGTERM: workers stop taking jobs, finish the active ones, then connections close.
  closeGracefullyOnSignals(app, env.SHUTDOWN_TIMEOUT_MS);
  await app.init();
  app.get(Logger).log('Worker started');
  // A parent process (a supervisor or a test) may wait for this instead of reading logs.
  process.send?.({ ready: true });
}

void main();
