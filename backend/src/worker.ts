import { envOrExit } from './bootstrap.js';
import { startTracing } from './infra/tracing/start-tracing.js';

// A worker process. Tracing, when configured, starts before the application is imported: its instrumentation hooks
// into pg and ioredis as they load (infra/tracing/README.md).
const env = envOrExit();
const tracing = await startTracing(env, 'worker');
const { runWorker } = await import('./worker-process.js');
await runWorker(env, tracing);
