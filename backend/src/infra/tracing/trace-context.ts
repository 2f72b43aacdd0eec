import { context, propagation, ROOT_CONTEXT, trace, type Context, type Link } from '@opentelemetry/api';

/**
 * A span's W3C trace context (https://www.w3.org/TR/trace-context/): what an outbox row and a job carry so that the
 * work they start continues the trace that asked for it. Technical ids only: never baggage, which is free-form.
 */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

let started = false;

/** Called once by startTracing(): from then on spans are recorded, and log lines carry their ids. */
export function markTracingStarted(): void {
  started = true;
}

/** Whether this process records traces (OTEL_EXPORTER_OTLP_ENDPOINT or _TRACES_ENDPOINT was set at start). */
export function tracingStarted(): boolean {
  return started;
}

/** The trace context of the span active here, or null (no span, or tracing off: then nothing is computed). */
export function activeTraceContext(): TraceCarrier | null {
  if (!started) return null;
  const carrier: Partial<TraceCarrier> = {};
  propagation.inject(context.active(), carrier);
  if (typeof carrier.traceparent !== 'string') return null;
  return carrier.tracestate
    ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate }
    : { traceparent: carrier.traceparent };
}

/** Whether a value read back from a row or a job is a carrier (anything else is ignored, never trusted). */
export function isTraceCarrier(value: unknown): value is TraceCarrier {
  if (typeof value !== 'object' || value === null) return false;
  const { traceparent, tracestate } = value as Record<string, unknown>;
  return typeof traceparent === 'string' && (tracestate === undefined || typeof tracestate === 'string');
}

/** The context to start a span in, as a child of the carried one; the root context when there is none. */
export function contextOf(carrier: unknown): Context {
  return isTraceCarrier(carrier) ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** A link to a carried span (work done together with it, e.g. rows relayed into one batch job). */
export function linkTo(carrier: unknown): Link | undefined {
  const spanContext = trace.getSpanContext(contextOf(carrier));
  return spanContext ? { context: spanContext } : undefined;
}

/**
 * A statement parameter whose value is the active trace context as JSON, read when the statement is sent: outbox
 * inserts are built once, at import, and run in many requests and jobs. pg asks an object for its value with
 * toPostgres(), so it works through any path to the driver.
 */
class ActiveTraceContextParameter {
  toPostgres(): string | null {
    const carrier = activeTraceContext();
    return carrier ? JSON.stringify(carrier) : null;
  }
}

/** (A class instance, not a plain object: the database layer would write a plain object as JSON itself.) */
export const ACTIVE_TRACE_CONTEXT_PARAMETER = new ActiveTraceContextParameter();

/** trace_id and span_id of the active span, for log lines (a pino mixin); nothing when no span is active. */
export function activeSpanIds(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getSpanContext(context.active());
  return spanContext ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
}
