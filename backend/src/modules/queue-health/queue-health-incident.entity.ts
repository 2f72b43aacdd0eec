import { Check, Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { QUEUE_HEALTH_INCIDENT_KINDS, type QueueHealthIncidentKind } from '@physio/api-contract';

/**
 * A period during which background work needed a person: opened by the worker's check when its condition starts,
 * closed when it clears. The coordinators are emailed once per incident (alert_queued_at). At most one incident of
 * a kind is open at a time (a partial unique index). Counts and times only: no personal data.
 */
@Entity({ tableName: 'queue_health_incident' })
@Unique({
  name: 'queue_health_incident_one_open',
  expression:
    'create unique index "queue_health_incident_one_open" on "queue_health_incident" ("kind") where "closed_at" is null',
})
@Check({ name: 'queue_health_incident_closed_check', expression: 'closed_at is null or closed_at >= opened_at' })
export class QueueHealthIncident {
  /** A uuid, not a counter: the alert's job id derives from it (see the migration). */
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Enum({ items: [...QUEUE_HEALTH_INCIDENT_KINDS] })
  kind!: QueueHealthIncidentKind;

  @Property({ type: 'timestamptz', fieldName: 'opened_at', defaultRaw: 'now()' })
  openedAt: Date = new Date();

  @Property({ type: 'timestamptz', fieldName: 'closed_at', nullable: true })
  closedAt?: Date | null;

  /** Outbox rows waiting when the incident opened. */
  @Property({ type: 'integer', fieldName: 'outbox_rows', nullable: true })
  outboxRows?: number | null;

  /** Age of the oldest outbox row when the incident opened, in seconds. */
  @Property({ type: 'integer', fieldName: 'outbox_oldest_age_seconds', nullable: true })
  outboxOldestAgeSeconds?: number | null;

  /** Failed jobs over every queue when the incident opened. */
  @Property({ type: 'integer', fieldName: 'failed_jobs', nullable: true })
  failedJobs?: number | null;

  /** Failed jobs at the check before (the incident clears when the count is back to this or lower). */
  @Property({ type: 'integer', fieldName: 'failed_jobs_before', nullable: true })
  failedJobsBefore?: number | null;

  /** When the coordinators' alert was handed to the mail queue (its job id and email key make it one email). */
  @Property({ type: 'timestamptz', fieldName: 'alert_queued_at', nullable: true })
  alertQueuedAt?: Date | null;
}
