import { incidentChanges, type CheckInput } from './incident-policy.js';

const base: CheckInput = {
  oldestOutboxAgeSeconds: null,
  failedJobs: 0,
  lastFailedJobs: 0,
  open: [],
  outboxMaxAgeSeconds: 60,
  failedJobsGrowth: 1,
};

describe('incident policy', () => {
  it('opens an outbox delay once the oldest event is older than the threshold, not at it', () => {
    expect(incidentChanges({ ...base, oldestOutboxAgeSeconds: 60 }).open).toEqual([]);
    expect(incidentChanges({ ...base, oldestOutboxAgeSeconds: 61 }).open).toEqual([
      { kind: 'outbox-delay', failedJobsBefore: null },
    ]);
  });

  it('keeps one outbox delay open while it lasts, and closes it when the backlog is young or gone', () => {
    const open = [{ id: '7', kind: 'outbox-delay' as const, failedJobsBefore: null }];
    expect(incidentChanges({ ...base, open, oldestOutboxAgeSeconds: 600 })).toEqual({ open: [], close: [] });
    expect(incidentChanges({ ...base, open, oldestOutboxAgeSeconds: 3 }).close).toEqual(['7']);
    expect(incidentChanges({ ...base, open, oldestOutboxAgeSeconds: null }).close).toEqual(['7']);
  });

  it('opens failed-jobs when the count grew since the last check, remembering the count before', () => {
    expect(incidentChanges({ ...base, lastFailedJobs: 4, failedJobs: 5 }).open).toEqual([
      { kind: 'failed-jobs', failedJobsBefore: 4 },
    ]);
    expect(incidentChanges({ ...base, lastFailedJobs: 5, failedJobs: 5 }).open).toEqual([]);
    expect(incidentChanges({ ...base, lastFailedJobs: 4, failedJobs: 5, failedJobsGrowth: 3 }).open).toEqual([]);
  });

  it('does not open one at the first check (nothing to compare) or when Redis could not be read', () => {
    expect(incidentChanges({ ...base, lastFailedJobs: null, failedJobs: 50 }).open).toEqual([]);
    const open = [{ id: '9', kind: 'failed-jobs' as const, failedJobsBefore: 4 }];
    expect(incidentChanges({ ...base, open, failedJobs: null })).toEqual({ open: [], close: [] });
  });

  it('keeps failed-jobs open while failures remain, growing or not, and closes it when back to before', () => {
    const open = [{ id: '9', kind: 'failed-jobs' as const, failedJobsBefore: 4 }];
    expect(incidentChanges({ ...base, open, lastFailedJobs: 5, failedJobs: 8 })).toEqual({ open: [], close: [] });
    expect(incidentChanges({ ...base, open, lastFailedJobs: 8, failedJobs: 5 })).toEqual({ open: [], close: [] });
    expect(incidentChanges({ ...base, open, lastFailedJobs: 5, failedJobs: 4 }).close).toEqual(['9']);
    expect(incidentChanges({ ...base, open, lastFailedJobs: 5, failedJobs: 0 }).close).toEqual(['9']);
  });
});
