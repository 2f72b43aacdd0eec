/** GET /api/ops/home: today's work at a glance; each figure links to its filtered list in the dashboard. */
export interface OpsHomeFigures {
  requests_needing_attention: number;
  requests_overdue: number;
  urgent_requests_waiting: number;
  open_enquiries: number;
  hcpc_checks_overdue: number;
  dbs_checks_overdue: number;
  failed_jobs: number;
}
