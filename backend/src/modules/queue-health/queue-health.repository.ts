import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueueHealthIncidentKind } from '@physio/api-contract';
import { mailRequested } from '../../infra/mail/mail-job.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import type { OpenIncident } from './incident-policy.js';
import type { OutboxBacklog } from './outbox-backlog.read-model.js';
import { queueHealthAlert } from './queue-health.email-templates.js';
import { QUEUE_HEALTH_ALERT_RECIPIENT } from './queue-health.mail.js';

/**
 * Every statement that writes `queue_health_state` and `queue_health_incident` (see table-owners.ts), and the
 * monitor's reads of them; each joins the caller's transaction.
 */

/** The state of the last check (one row, made on first use); `recent` when a check ran within `withinMs`. */
export async function checkState(
  em: EntityManager,
  withinMs: number,
): Promise<{ last_failed_jobs: number | null; recent: boolean }> {
  await em.execute('insert into queue_health_state (id) values (1) on conflict (id) do nothing');
  const [state] = await em.execute<{ last_failed_jobs: number | null; recent: boolean }[]>(
    `select last_failed_jobs,
            coalesce(checked_at > now() - (? * interval '1 millisecond'), false) as recent
     from queue_health_state where id = 1`,
    [withinMs],
  );
  return state;
}

export async function recordCheck(em: EntityManager, failedJobs: number | null): Promise<void> {
  await em.execute(
    'update queue_health_state set last_failed_jobs = coalesce(?, last_failed_jobs), checked_at = now() where id = 1',
    [failedJobs],
  );
}

export async function openIncidents(em: EntityManager): Promise<OpenIncident[]> {
  const rows = await em.execute<{ id: string; kind: QueueHealthIncidentKind; failed_jobs_before: number | null }[]>(
    'select id, kind, failed_jobs_before from queue_health_incident where closed_at is null',
  );
  return rows.map((row) => ({ id: String(row.id), kind: row.kind, failedJobsBefore: row.failed_jobs_before }));
}

export async function openIncident(
  em: EntityManager,
  kind: QueueHealthIncidentKind,
  backlog: OutboxBacklog,
  failedJobs: number | null,
  incident: { failedJobsBefore: number | null },
): Promise<void> {
  await em.execute(
    `insert into queue_health_incident (kind, outbox_rows, outbox_oldest_age_seconds, failed_jobs, failed_jobs_before)
     values (?, ?, ?, ?, ?)
     on conflict (kind) where closed_at is null do nothing`,
    [kind, backlog.rows, backlog.oldestAgeSeconds, failedJobs, incident.failedJobsBefore],
  );
}

export async function closeIncidents(em: EntityManager, ids: string[]): Promise<void> {
  await em.execute('update queue_health_incident set closed_at = now() where id in (?)', [ids]);
}

/**
 * Asks for the alert of every open incident not yet alerted, in the check's transaction: its email key derives from
 * the incident id, so one email per incident. An incident that cleared before it was alerted is not emailed. The
 * alert waits in the outbox while Redis is down, like every other email, and goes when it is back. Returns how many.
 */
export async function askForAlerts(em: EntityManager): Promise<number> {
  const [{ alerts }] = await em.execute<{ alerts: number }[]>(ASK_FOR_ALERTS, ALERT_EMAILS.params);
  return alerts;
}

const ALERT_EMAILS = outboxInsert('alerted', 'alerted.id', [
  mailRequested(queueHealthAlert.name, QUEUE_HEALTH_ALERT_RECIPIENT),
]);
const ASK_FOR_ALERTS = `
with alerted as (
  update queue_health_incident set alert_queued_at = now() where closed_at is null and alert_queued_at is null
  returning id
), emails as (
  ${ALERT_EMAILS.sql}
)
select count(*)::int as alerts from alerted`;
