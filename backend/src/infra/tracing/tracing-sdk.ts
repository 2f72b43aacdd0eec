import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter as OTLPJsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OTLPProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { core, NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import type { Env } from '../../config/env.js';
import { pinoOptions } from '../logging/logger.js';
import { redactSpan } from './span-redaction.js';

/** Requests polled by machines: a span each would bury the families' requests. */
const UNTRACED_PATHS = new Set(['/api/health', '/metrics']);

/** At most one warning this often while the collector cannot be reached (spans are dropped meanwhile). */
const EXPORT_WARNING_INTERVAL_MS = 60_000;

/**
 * Hands spans to the real exporter once redacted (span-redaction.ts), and says in the log, at most once a minute,
 * when they could not be sent. The batch processor in front of it exports in the background with a bounded queue,
 * so an unreachable collector costs dropped spans, never a request or a job.
 */
class RedactingExporter implements tracing.SpanExporter {
  private lastWarning = 0;

  constructor(
    private readonly exporter: tracing.SpanExporter,
    private readonly warn: (error: unknown) => void,
  ) {}

  export(spans: tracing.ReadableSpan[], done: (result: core.ExportResult) => void): void {
    this.exporter.export(spans.map(redactSpan), (result) => {
      if (
        result.code !== core.ExportResultCode.SUCCESS &&
        Date.now() - this.lastWarning >= EXPORT_WARNING_INTERVAL_MS
      ) {
        this.lastWarning = Date.now();
        this.warn(result.error);
      }
      done(result);
    });
  }

  shutdown(): Promise<void> {
    return this.exporter.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }
}

function untraced(request: IncomingMessage): boolean {
  return UNTRACED_PATHS.has((request.url ?? '').split('?')[0]);
}

/**
 * The OpenTelemetry SDK for one process: spans of incoming HTTP requests, Fastify's routing and handlers, pg
 * statements and ioredis commands (those two only within a request or a job: the idle polling of the outbox relay
 * and of BullMQ would otherwise be a trace every few milliseconds), batched and sent over OTLP/HTTP. W3C trace
 * context only, no baggage (free-form, and it would travel into the outbox and the jobs). Traces only: metrics are
 * Prometheus' (infra/metrics) and logs are pino's.
 */
export function startTracingSdk(env: Env, role: 'api' | 'worker'): { shutdown(): Promise<void> } {
  const logger = pino(pinoOptions(env.LOG_LEVEL, role));
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  // Each reads its endpoint (and headers, timeout, compression) from the standard variables.
  const exporter = protocol === 'http/json' ? new OTLPJsonTraceExporter() : new OTLPProtobufTraceExporter();
  const sdk = new NodeSDK({
    serviceName: `physio-${role}`,
    textMapPropagator: new core.W3CTraceContextPropagator(),
    spanProcessors: [
      new tracing.BatchSpanProcessor(
        new RedactingExporter(exporter, (error) =>
          logger.warn(
            { err: error },
            'Traces could not be sent to the OTLP endpoint; spans are dropped until it answers',
          ),
        ),
      ),
    ],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: untraced,
        requireParentforOutgoingSpans: true,
      }),
      // Fastify 5 (its own instrumentation, which hooks in when Fastify starts): the route template, and a span
      // for the handler. Hooks (input guards, cookies, headers) are left out: a span each per request is noise.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new PgInstrumentation({ requireParentSpan: true }),
      // The command name only: a command's arguments are keys and values, which hold job ids and rate-limit keys.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
