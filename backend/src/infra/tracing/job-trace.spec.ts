import { trace, type Span } from '@opentelemetry/api';
import { core, node, tracing } from '@opentelemetry/sdk-node';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import pino from 'pino';
import { Writable } from 'node:stream';
import { pinoOptions } from '../logging/logger.js';
import { jobTraceData, runJobInTrace } from './job-trace.js';
import { ACTIVE_TRACE_CONTEXT_PARAMETER, activeTraceContext, markTracingStarted } from './trace-context.js';

const carrier = (traceId: string, spanId = '00f067aa0ba902b7') => ({ traceparent: `00-${traceId}-${spanId}-01` });
const TRACE_A = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACE_B = '5bf92f3577b34da6a3ce929d0e0e4736';
const TRACE_C = '6bf92f3577b34da6a3ce929d0e0e4736';

const job = (data: Record<string, unknown>) => ({ name: 'send-email', attemptsMade: 0, data }) as unknown as Job;

describe('the trace context a job carries', () => {
  it('is nothing when its rows carry none (tracing off): the job is what it was', () => {
    expect(jobTraceData([{ trace_context: null }, {}])).toEqual({});
  });

  it("is its row's, and for a batch the first row's, linked to the other traces once each", () => {
    expect(jobTraceData([{ trace_context: carrier(TRACE_A) }])).toEqual({ traceContext: carrier(TRACE_A) });
    expect(
      jobTraceData([
        { trace_context: carrier(TRACE_A) },
        { trace_context: null },
        { trace_context: carrier(TRACE_B) },
        { trace_context: carrier(TRACE_A) },
        { trace_context: carrier(TRACE_C) },
        { trace_context: carrier(TRACE_B) },
      ]),
    ).toEqual({ traceContext: carrier(TRACE_A), traceLinks: [carrier(TRACE_B), carrier(TRACE_C)] });
  });

  it('ignores what is not a carrier', () => {
    expect(jobTraceData([{ trace_context: 'x' }, { trace_context: { traceparent: 1 } }])).toEqual({});
  });
});

describe('a job run in its trace', () => {
  it('costs nothing while tracing is off: the processor runs as it is, and nothing is carried', async () => {
    await expect(runJobInTrace('mail', job({ traceContext: carrier(TRACE_A) }), async () => 'done')).resolves.toBe(
      'done',
    );
    expect(activeTraceContext()).toBeNull();
    expect(ACTIVE_TRACE_CONTEXT_PARAMETER.toPostgres()).toBeNull();
    expect(pinoOptions('info', 'worker').mixin).toBeUndefined();
  });

  describe('with tracing on', () => {
    const exporter = new tracing.InMemorySpanExporter();
    const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });

    beforeAll(() => {
      provider.register({ propagator: new core.W3CTraceContextPropagator() });
      markTracingStarted();
    });
    afterEach(() => exporter.reset());
    afterAll(() => provider.shutdown());

    it('is a child of the carried span, linked to the batch’s other traces, and what it queues continues it', async () => {
      let queued: string | null = null;
      await runJobInTrace('mail', job({ traceContext: carrier(TRACE_A), traceLinks: [carrier(TRACE_B)] }), async () => {
        queued = ACTIVE_TRACE_CONTEXT_PARAMETER.toPostgres();
      });
      const [span] = exporter.getFinishedSpans();
      expect(span.name).toBe('process mail');
      expect(span.spanContext().traceId).toBe(TRACE_A);
      expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      expect(span.links.map((link) => link.context.traceId)).toEqual([TRACE_B]);
      expect(span.attributes).toMatchObject({
        'messaging.destination.name': 'mail',
        'messaging.bullmq.job.name': 'send-email',
      });
      expect(JSON.parse(queued!)).toEqual({ traceparent: `00-${TRACE_A}-${span.spanContext().spanId}-01` });
    });

    it('starts a trace of its own when it carries none (a scheduled job)', async () => {
      await runJobInTrace('retention', job({}), async () => undefined);
      const [span] = exporter.getFinishedSpans();
      expect(span.parentSpanContext).toBeUndefined();
    });

    it('says a job failed by the error’s class only; a job moved to delayed has not failed', async () => {
      const failing = () => Promise.reject(new UnrecoverableError('550 <margaret.t@example.com>: unknown'));
      await expect(runJobInTrace('mail', job({}), failing)).rejects.toThrow(UnrecoverableError);
      await expect(runJobInTrace('mail', job({}), () => Promise.reject(new DelayedError()))).rejects.toThrow(
        DelayedError,
      );
      const [failed, delayed] = exporter.getFinishedSpans();
      expect(failed.status).toEqual({ code: 2 });
      expect(failed.attributes['error.type']).toBe('UnrecoverableError');
      expect(delayed.status.code).toBe(0);
    });

    it('puts trace_id and span_id on the log lines written within a span, and none outside', () => {
      const lines: Record<string, unknown>[] = [];
      const logger = pino(
        pinoOptions('info', 'worker'),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        }),
      );
      logger.info('outside');
      trace.getTracer('test').startActiveSpan('inside', (span: Span) => {
        logger.info('inside');
        span.end();
      });
      const inside = exporter.getFinishedSpans()[0].spanContext();
      expect(lines[0].trace_id).toBeUndefined();
      expect(lines[1]).toMatchObject({ trace_id: inside.traceId, span_id: inside.spanId });
    });
  });
});
