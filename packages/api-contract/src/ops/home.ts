import type { OpsBackgroundWorkWarning } from './queue-health.js';

/** GET /api/ops/home: today's work at a glance; each figure links to its filtered list in the dashboard. */
export interface OpsHomeFigures {
  requests_needing_attention: number;
  requests_overdue: number;
  urgent_requests_waiting: number;
  open_enquiries: number;
  hcpc_checks_overdue: number;
  dbs_checks_overdue: number;
  /** Failed background jobs over every queue; null when the queues could not be read (Redis down). */
  failed_jobs: number | null;
  /** Set when background work needs a look (see Background work); null when all is well. */
  background_work: OpsBackgroundWorkWarning | null;
}
