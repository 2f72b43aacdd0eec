import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
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

export type OpsQueueCounts = Static<typeof S.OpsQueueCountsSchema>;

export type OpsFailedJob = Static<typeof S.OpsFailedJobSchema>;

export type OpsQueueIncident = Static<typeof S.OpsQueueIncidentSchema>;

export type OpsQueueHealth = Static<typeof S.OpsQueueHealthSchema>;

/** Failed jobs listed per queue on the page; retry-all reaches every one. */
export const OPS_FAILED_JOBS_PER_QUEUE = 50;

export type OpsJobActionResult = Static<typeof S.OpsJobActionResultSchema>;

export type OpsRetryFailedResult = Static<typeof S.OpsRetryFailedResultSchema>;

export type OpsBackgroundWorkWarning = Static<typeof S.OpsBackgroundWorkWarningSchema>;

export const QUEUE_HEALTH_ERROR_CODES = {
  /** Redis did not answer: the queues cannot be read or changed now. */
  REDIS_UNAVAILABLE: 'QUEUE_HEALTH.REDIS_UNAVAILABLE',
} as const;
