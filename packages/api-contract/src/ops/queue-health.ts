/**
 * GET /api/ops/queue-health (coordinators and admins): the background work at a glance. Job payloads carry ids
 * only, and error messages are shown as the logs may show them (statements and values never; emails and long digit
 * runs masked).
 */

/** Why the home page warns and the coordinators were emailed. */
export const QUEUE_HEALTH_INCIDENT_KINDS = ['outbox-delay', 'failed-jobs'] as const;
export type QueueHealthIncidentKind = (typeof QUEUE_HEALTH_INCIDENT_KINDS)[number];

export const QUEUE_HEALTH_INCIDENT_LABELS: Record<QueueHealthIncidentKind, string> = {
  'outbox-delay': 'Events are waiting too long to reach the queues',
  'failed-jobs': 'Background jobs have failed',
};

export interface OpsQueueCounts {
  queue: string;
  /** Waiting to run, priority ones included. */
  waiting: number;
  active: number;
  /** Waiting for a retry's back-off or a scheduled time. */
  delayed: number;
  /** Used up their attempts (or failed for good): they wait for a person. */
  failed: number;
  /** Kept for a day after they ran (see the queues' removeOnComplete). */
  completed: number;
}

export interface OpsFailedJob {
  queue: string;
  job_id: string;
  /** The job's kind, e.g. send-email, match-finder-request. */
  name: string;
  /** The email template, for mail jobs; null otherwise. */
  template: string | null;
  /** Ids of the records the job is about (finder requests, enquiries, waitlist entries...): ids only. */
  record_ids: string[];
  /** The error, as it may be logged: class-free, one line, statements and values never, emails and numbers masked. */
  error: string;
  attempts_made: number;
  created_at: string | null;
  failed_at: string | null;
}

export interface OpsQueueIncident {
  id: string;
  kind: QueueHealthIncidentKind;
  opened_at: string;
  /** Whether the coordinators' alert email has been queued (once per incident). */
  alert_queued: boolean;
}

export interface OpsQueueHealth {
  /** 'down' when Redis did not answer: queue counts and failed jobs are then unknown (empty). */
  redis: 'up' | 'down';
  checked_at: string;
  queues: OpsQueueCounts[];
  outbox: {
    /** Events written but not yet handed to the queues. */
    rows: number;
    oldest_created_at: string | null;
    oldest_age_seconds: number | null;
    /** Older than this (seconds) is an incident. */
    max_age_seconds: number;
  };
  /** The newest failed jobs of each queue (at most OPS_FAILED_JOBS_PER_QUEUE each; the counts say how many in all). */
  failed_jobs: OpsFailedJob[];
  /** Open incidents (each emailed to the coordinators once). */
  incidents: OpsQueueIncident[];
}

/** Failed jobs listed per queue on the page; retry-all reaches every one. */
export const OPS_FAILED_JOBS_PER_QUEUE = 50;

/** POST /api/ops/queue-health/:queue/jobs/:job_id/retry, DELETE /api/ops/queue-health/:queue/jobs/:job_id */
export interface OpsJobActionResult {
  queue: string;
  job_id: string;
  action: 'retried' | 'removed';
}

/** POST /api/ops/queue-health/:queue/retry-failed */
export interface OpsRetryFailedResult {
  queue: string;
  /** Failed jobs moved back to waiting. */
  retried: number;
}

/** On the home page (GET /api/ops/home `background_work`): why background work needs a look, or null. */
export interface OpsBackgroundWorkWarning {
  /** The oldest event not yet handed to the queues is older than the threshold (seen live, or an open incident). */
  outbox_delayed: boolean;
  oldest_outbox_age_seconds: number | null;
  /** Failed jobs grew since the last check and have not been dealt with (an open incident). */
  failed_jobs_growing: boolean;
  /** When the earliest open incident started; null when only seen live (no worker has checked yet). */
  since: string | null;
}

export const QUEUE_HEALTH_ERROR_CODES = {
  /** Redis did not answer: the queues cannot be read or changed now. */
  REDIS_UNAVAILABLE: 'QUEUE_HEALTH.REDIS_UNAVAILABLE',
} as const;
