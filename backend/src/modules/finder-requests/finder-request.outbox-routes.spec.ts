import { jobsForRoute, type OutboxRow } from '../../infra/outbox/outbox-route.js';
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
