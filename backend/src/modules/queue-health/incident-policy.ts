import type { QueueHealthIncidentKind } from '@physio/api-contract';

export interface OpenIncident {
  id: string;
  kind: QueueHealthIncidentKind;
  /** For failed-jobs incidents: the count at the check before it opened. */
  failedJobsBefore: number | null;
}

export interface CheckInput {
  oldestOutboxAgeSeconds: number | null;
  /** Failed jobs over every queue now; null when Redis could not be read (that part of the check is skipped). */
  failedJobs: number | null;
  /** Failed jobs at the last check that could read them; null before the first. */
  lastFailedJobs: number | null;
  open: readonly OpenIncident[];
  outboxMaxAgeSeconds: number;
  failedJobsGrowth: number;
}

export interface IncidentChanges {
  open: { kind: QueueHealthIncidentKind; failedJobsBefore: number | null }[];
  close: string[];
}

/**
 * What one check changes. An incident opens when its condition starts and closes when it clears, so the
 * coordinators are told once per incident, not at every check:
 * - outbox-delay: open while the oldest outbox event is older than the threshold.
 * - failed-jobs: opens when failed jobs grew by the threshold or more since the last check; stays open while
 *   the failures are still there, and clears when the count is back to what it was before (they were retried
 *   or removed, or aged out). Further failures while it is open belong to the same incident.
 */
export function incidentChanges(input: CheckInput): IncidentChanges {
  const changes: IncidentChanges = { open: [], close: [] };
  const openOf = (kind: QueueHealthIncidentKind) => input.open.find((incident) => incident.kind === kind);

  const delayed = input.oldestOutboxAgeSeconds !== null && input.oldestOutboxAgeSeconds > input.outboxMaxAgeSeconds;
  const delay = openOf('outbox-delay');
  if (delayed && !delay) changes.open.push({ kind: 'outbox-delay', failedJobsBefore: null });
  if (!delayed && delay) changes.close.push(delay.id);

  if (input.failedJobs !== null) {
    const failing = openOf('failed-jobs');
    if (failing) {
      if (input.failedJobs <= (failing.failedJobsBefore ?? 0)) changes.close.push(failing.id);
    } else if (input.lastFailedJobs !== null && input.failedJobs - input.lastFailedJobs >= input.failedJobsGrowth) {
      changes.open.push({ kind: 'failed-jobs', failedJobsBefore: input.lastFailedJobs });
    }
  }
  return changes;
}
