import { register } from 'node:module';
import type { Env } from '../../config/env.js';
import { markTracingStarted } from './trace-context.js';

export interface Tracing {
  /** Sends the spans still waiting; never takes longer than a few seconds, even with the collector gone. */
  shutdown(): Promise<void>;
}

const SHUTDOWN_TIMEOUT_MS = 3000;

type TracingSettings = Pick<
  Env,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SDK_DISABLED'
>;

/** On when an OTLP endpoint is configured, unless OTEL_SDK_DISABLED says otherwise. */
export function tracingConfigured(env: TracingSettings): boolean {
  return !env.OTEL_SDK_DISABLED && Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

/**
 * Starts tracing for the API or a worker when it is configured; otherwise does nothing and loads none of it. Call it
 * before importing the application (main.ts, worker.ts): the application is ES modules, and the instrumentation
 * hooks into HTTP, pg and ioredis as they load, through a module loader hook registered here.
 */
export async function startTracing(env: Env, role: 'api' | 'worker'): Promise<Tracing | undefined> {
  if (!tracingConfigured(env)) return undefined;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // The loader wraps only the modules an instrumentation asks for, as each instrumentation is enabled.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const { startTracingSdk } = await import('./tracing-sdk.js');
  const sdk = startTracingSdk(env, role);
  await waitForAllMessagesAcknowledged();
  markTracingStarted();
  return {
    shutdown: async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        sdk.shutdown().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
