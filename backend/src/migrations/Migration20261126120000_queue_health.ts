import { Migration } from '@mikro-orm/migrations';

/**
 * Background work health: incidents (one open per kind, emailed once) and the worker check's state. Incident ids are
 * uuids: the alert's job id and email key derive from them, and a counter restarted (a restored or emptied database)
 * would meet the ids of jobs Redis still remembers.
 */
export class Migration20261126120000_queue_health extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "queue_health_incident" ("id" uuid primary key default gen_random_uuid(), "kind" text not null, "opened_at" timestamptz not null default now(), "closed_at" timestamptz null, "outbox_rows" int null, "outbox_oldest_age_seconds" int null, "failed_jobs" int null, "failed_jobs_before" int null, "alert_queued_at" timestamptz null, constraint "queue_health_incident_kind_check" check ("kind" in ('outbox-delay', 'failed-jobs')), constraint "queue_health_incident_closed_check" check ("closed_at" is null or "closed_at" >= "opened_at"));`,
    );
    this.addSql(
      `create unique index "queue_health_incident_one_open" on "queue_health_incident" ("kind") where "closed_at" is null;`,
    );
    this.addSql(
      `create table "queue_health_state" ("id" smallint primary key, "last_failed_jobs" int null, "checked_at" timestamptz null, constraint "queue_health_state_one_row" check ("id" = 1));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "queue_health_state";`);
    this.addSql(`drop table if exists "queue_health_incident";`);
  }
}
