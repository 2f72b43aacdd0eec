import { jobsForRoute, type OutboxRow } from '../../infra/outbox/outbox-route.js';
import { FINDER_REQUEST_REMATCH_REQUESTED } from './events/finder-request-rematch-requested.event.js';
import { FINDER_REQUEST_SUBMITTED } from './events/finder-request-submitted.event.js';
import { finderRequestOutboxRoutes } from './finder-request.outbox-routes.js';

const route = finderRequestOutboxRoutes.find((r) => r.topic === FINDER_REQUEST_SUBMITTED)!;
const row = (n: number, urgency: string): OutboxRow => ({
  id: String(n),
  topic: FINDER_REQUEST_SUBMITTED,
  aggregate_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  payload: { urgency },
});

describe('jobsForRoute (finder submissions)', () => {
  it('makes a lone request its own job, with an id derived from the request', () => {
    const [job] = jobsForRoute(route, [row(1, 'soon')]);
    expect(job).toEqual({
      name: route.jobName,
      data: { finderRequestId: row(1, 'soon').aggregate_id },
      opts: { priority: 2, jobId: `match-${row(1, 'soon').aggregate_id}` },
      rowIds: ['1'],
    });
  });

  it('groups a burst by urgency, keeps each group’s priority, and splits groups at 50', () => {
    const rows = [...Array.from({ length: 120 }, (_, i) => row(i, 'flexible')), row(500, 'urgent'), row(501, 'urgent')];
    const jobs = jobsForRoute(route, rows);
    const sizes = jobs.map((job) => ({
      priority: job.opts.priority,
      ids: (job.data.finderRequestIds as string[]).length,
    }));
    expect(sizes).toEqual([
      { priority: 3, ids: 50 },
      { priority: 3, ids: 50 },
      { priority: 3, ids: 20 },
      { priority: 1, ids: 2 },
    ]);
    expect(jobs.flatMap((job) => job.data.finderRequestIds)).toEqual(rows.map((r) => r.aggregate_id));
  });

  it('gives the same group the same job id (relayed twice, queued once) and another group another', () => {
    const group = [row(1, 'soon'), row(2, 'soon')];
    const [first] = jobsForRoute(route, group);
    const [again] = jobsForRoute(route, group);
    const [other] = jobsForRoute(route, [row(1, 'soon'), row(3, 'soon')]);
    expect(first.opts.jobId).toBe(again.opts.jobId);
    expect(first.opts.jobId).not.toBe(other.opts.jobId);
    expect(first.opts.jobId).toMatch(/^match-batch-[0-9a-f]{32}$/);
  });
});

describe('jobsForRoute (trace context)', () => {
  const traced = (n: number, trace: string): OutboxRow => ({
    ...row(n, 'soon'),
    trace_context: { traceparent: `00-${trace.repeat(32)}-00f067aa0ba902b7-01` },
  });

  it("carries a row's trace context into its job, and nothing else about it (the job id does not change)", () => {
    const [job] = jobsForRoute(route, [traced(1, 'a')]);
    expect(job.data).toEqual({
      finderRequestId: row(1, 'soon').aggregate_id,
      traceContext: traced(1, 'a').trace_context,
    });
    expect(job.opts.jobId).toBe(jobsForRoute(route, [row(1, 'soon')])[0].opts.jobId);
  });

  it("makes a batch continue its first row's trace and link the others", () => {
    const [job] = jobsForRoute(route, [traced(1, 'a'), traced(2, 'b'), traced(3, 'a')]);
    expect(job.data.traceContext).toEqual(traced(1, 'a').trace_context);
    expect(job.data.traceLinks).toEqual([traced(2, 'b').trace_context]);
  });
});

describe('jobsForRoute (matching again after a decline or a lapse)', () => {
  const rematch = finderRequestOutboxRoutes.find((r) => r.topic === FINDER_REQUEST_REMATCH_REQUESTED)!;
  const again = (n: number, request: number, urgency: string): OutboxRow => ({
    ...row(request, urgency),
    id: String(n),
    topic: FINDER_REQUEST_REMATCH_REQUESTED,
  });

  it('shares jobs among offers that lapsed together, by urgency, up to 50 each', () => {
    const rows = [...Array.from({ length: 60 }, (_, i) => again(i, i, 'soon')), again(100, 100, 'urgent')];
    const jobs = jobsForRoute(rematch, rows);
    expect(jobs.map((job) => [job.opts.priority, (job.data.finderRequestIds as string[] | undefined)?.length])).toEqual(
      [
        [2, 50],
        [2, 10],
        [1, undefined], // a lone urgent re-run is its own job
      ],
    );
    expect(jobs[2].data).toEqual({ finderRequestId: row(100, 'urgent').aggregate_id });
  });

  it('names a batch by its outbox rows: the same rows relayed twice queue once, a later re-run of the same requests is new', () => {
    const [first] = jobsForRoute(rematch, [again(1, 1, 'soon'), again(2, 2, 'soon')]);
    const [relayedAgain] = jobsForRoute(rematch, [again(1, 1, 'soon'), again(2, 2, 'soon')]);
    const [later] = jobsForRoute(rematch, [again(7, 1, 'soon'), again(8, 2, 'soon')]);
    expect(first.opts.jobId).toBe(relayedAgain.opts.jobId);
    expect(later.opts.jobId).not.toBe(first.opts.jobId);
    expect(first.opts.jobId).toMatch(/^rematch-batch-[0-9a-f]{32}$/);
  });
});
