import type { OutboxRoute } from '../../infra/outbox/outbox-route.js';
import { JOBS, QUEUES } from '../../infra/queues/queues.js';
import { DEMAND_SEARCH_RECORDED, DEMAND_WAITLIST_JOINED } from './demand.events.js';
import type { DemandSourceKind } from './rollup/demand-rollup.js';

export interface RecordDemandJob {
  kind: DemandSourceKind;
  id: string;
}

export const demandOutboxRoutes: OutboxRoute[] = [
  {
    topic: DEMAND_SEARCH_RECORDED,
    queue: QUEUES.demand,
    jobName: JOBS.recordDemand,
    jobId: (row) => `demand-search-${row.aggregate_id}`,
    data: (row): RecordDemandJob & Record<string, string> => ({ kind: 'search', id: row.aggregate_id }),
  },
  {
    topic: DEMAND_WAITLIST_JOINED,
    queue: QUEUES.demand,
    jobName: JOBS.recordDemand,
    jobId: (row) => `demand-waitlist-${row.aggregate_id}`,
    data: (row): RecordDemandJob & Record<string, string> => ({ kind: 'waitlist', id: row.aggregate_id }),
  },
];
