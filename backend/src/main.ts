import { envOrExit } from './bootstrap.js';
import { startTracing } from './infra/tracing/start-tracing.js';

// The API process. Tracing, when configured, starts before the application is imported: its instrumentation hooks
// into HTTP, Fastify, pg and ioredis as they load (infra/tracing/README.md).
const env = envOrExit();
const tracing = await startTracing(env, 'api');
const { runApi } = await import('./api-process.js');
await runApi(env, tracing);
