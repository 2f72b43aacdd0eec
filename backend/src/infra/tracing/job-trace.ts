import { SpanKind, SpanStatusCode, trace, type Link } from '@opentelemetry/api';
import { DelayedError, type Job } from 'bullmq';
import { contextOf, isTraceCarrier, linkTo, tracingStarted, type TraceCarrier } from './trace-context.js';

/**
 * What a job's data carries of the trace(s) of the outbox rows it came from: `traceContext`, the trace its processor
 * continues (the first row's, for a batch), and `traceLinks`, the other traces of a batch made of rows from several.
 * Ids only, like the rest of a job's data. Empty while tracing is off, so jobs are then exactly what they were.
 */
export interface JobTraceData {
  traceContext?: TraceCarrier;
  traceLinks?: TraceCarrier[];
}

export function jobTraceData(rows: readonly { trace_context?: unknown }[]): JobTraceData {
  const carriers = rows.map((row) => row.trace_context).filter(isTraceCarrier);
  if (carriers.length === 0) return {};
  const [first, ...rest] = carriers;
  const seen = new Set([first.traceparent]);
  const others: TraceCarrier[] = [];
  for (const carrier of rest) {
    if (seen.has(carrier.traceparent)) continue;
    seen.add(carrier.traceparent);
    others.push(carrier);
  }
  return others.length > 0 ? { traceContext: first, traceLinks: others } : { traceContext: first };
}

const tracer = trace.getTracer('physio-queues');

/**
 * Runs a job's processor in a span `process <queue>`, a child of the trace its data carries (a root span when it
 * carries none, e.g. the scheduled retention job), linked to a batch's other traces. Whatever the processor queues
 * (outbox rows) is written in this span, so the trace goes on to the next job. The span's status says only whether
 * the job failed and the error's class: an error's message can quote a family's details. Nothing while tracing is off.
 */
export function runJobInTrace<T>(queue: string, job: Job, process: () => Promise<T>): Promise<T> {
  if (!tracingStarted()) return process();
  const data = (job.data ?? {}) as Record<string, unknown>;
  const links = (Array.isArray(data.traceLinks) ? data.traceLinks : [])
    .map(linkTo)
    .filter((link): link is Link => link !== undefined);
  return tracer.startActiveSpan(
    `process ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      links,
      // No job id: ids derived from a finder request's id are the key to a family's result page.
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.operation.name': 'process',
        'messaging.destination.name': queue,
        'messaging.bullmq.job.name': job.name,
        'messaging.bullmq.job.attempts_made': job.attemptsMade,
      },
    },
    contextOf(data.traceContext),
    async (span) => {
      try {
        return await process();
      } catch (error) {
        // A job moved to delayed (waiting for another sender's lease) has not failed.
        if (!(error instanceof DelayedError)) {
          span.setAttribute('error.type', error instanceof Error ? error.constructor.name : typeof error);
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
