import type { QueueHealthIncidentKind } from '@physio/api-contract';
import type { MailSource } from '../../infra/mail/mail-source.js';
import { queueHealthAlert, type QueueHealthAlertData } from './queue-health.email-templates.js';

interface IncidentRow {
  id: string;
  kind: QueueHealthIncidentKind;
  opened_at: Date | string;
  closed_at: Date | string | null;
  outbox_rows: number | null;
  outbox_oldest_age_seconds: number | null;
  failed_jobs: number | null;
  failed_jobs_before: number | null;
}

/** Recipient role of the alert (part of its idempotency key: one email per incident). */
export const QUEUE_HEALTH_ALERT_RECIPIENT = 'coordinators';

export const queueHealthMailSources: MailSource[] = [
  {
    template: queueHealthAlert.name,
    async load(em, job, env) {
      if (!/^[0-9a-f-]{36}$/i.test(job.subjectId)) return { skip: 'not an incident id' };
      const [row] = await em.execute<IncidentRow[]>(
        `select id, kind, opened_at, closed_at, outbox_rows, outbox_oldest_age_seconds, failed_jobs, failed_jobs_before
         from queue_health_incident where id = ?`,
        [job.subjectId],
      );
      if (!row) return { skip: 'incident not found' };
      const data: QueueHealthAlertData = {
        incidentId: String(row.id),
        kind: row.kind,
        openedAt: new Date(row.opened_at),
        outboxRows: row.outbox_rows,
        outboxOldestAgeSeconds: row.outbox_oldest_age_seconds,
        outboxMaxAgeSeconds: env.QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS,
        failedJobs: row.failed_jobs,
        failedJobsBefore: row.failed_jobs_before,
        closedAt: row.closed_at === null ? null : new Date(row.closed_at),
      };
      return { to: env.COORDINATORS_INBOX, data };
    },
  } satisfies MailSource<QueueHealthAlertData> as MailSource,
];
