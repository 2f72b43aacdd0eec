import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005523_waitlist_contact_demand_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_enquiry" ("id" uuid not null, "name" text not null, "email" text not null, "phone" text null, "subject" text not null, "message" text not null, "created_at" timestamptz not null default now(), constraint "contact_enquiry_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "contact_enquiry_created_at_index" on "contact_enquiry" ("created_at");`);

    this.addSql(
      `create table "coverage_change" ("id" bigserial primary key, "action" text not null, "districts" text[] not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "coverage_change_created_at_index" on "coverage_change" ("created_at");`);

    this.addSql(
      `create table "demand_daily" ("district" text not null, "condition" text not null, "day" date not null, "area" text not null, "searches" int not null default 0, "waitlist_joins" int not null default 0, "people" int not null default 0, constraint "demand_daily_pkey" primary key ("district", "condition", "day"));`,
    );
    this.addSql(`create index "demand_daily_day_index" on "demand_daily" ("day");`);

    this.addSql(
      `create table "demand_event_applied" ("event_key" text not null, "applied_at" timestamptz not null default now(), constraint "demand_event_applied_pkey" primary key ("event_key"));`,
    );
    this.addSql(`create index "demand_event_applied_applied_at_index" on "demand_event_applied" ("applied_at");`);

    this.addSql(
      `create table "demand_person" ("district" text not null, "condition" text not null, "day" date not null, "person_key" text not null, constraint "demand_person_pkey" primary key ("district", "condition", "day", "person_key"));`,
    );
    this.addSql(`create index "demand_person_day_index" on "demand_person" ("day");`);

    this.addSql(
      `create table "email_log" ("id" bigserial primary key, "idempotency_key" text not null, "template" text not null, "recipient_role" text not null, "subject_id" text not null, "status" text not null, "attempts" int not null default 0, "claimed_until" timestamptz null, "message_id" text null, "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "email_log" add constraint "email_log_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "email_log_created_at_index" on "email_log" ("created_at");`);

    this.addSql(
      `create table "expansion_event" ("id" bigserial primary key, "district" text not null, "area" text not null, "condition" text not null, "type" text not null, "occurred_at" timestamptz not null, "received_at" timestamptz not null default now(), "visitor_key" text null);`,
    );
    this.addSql(`create index "expansion_event_occurred_at_index" on "expansion_event" ("occurred_at");`);

    this.addSql(
      `create table "page_view_daily" ("day" date not null, "path" text not null, "referrer_host" text not null, "views" int not null default 0, constraint "page_view_daily_pkey" primary key ("day", "path", "referrer_host"));`,
    );

    this.addSql(
      `create table "waitlist_entry" ("id" uuid not null, "name" text not null, "email" text not null, "email_normalised" text not null, "postcode" text not null, "district" text not null, "area" text not null, "condition" text null, "visitor_key" text null, "notified" boolean not null default false, "notified_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "waitlist_entry_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "waitlist_entry_pending_index" on "waitlist_entry" ("district", "id") where not "notified";`,
    );
    this.addSql(
      `alter table "waitlist_entry" add constraint "waitlist_entry_email_normalised_district_unique" unique ("email_normalised", "district");`,
    );

    // Added by hand to the generated migration: integrity the database itself enforces.
    this.addSql(
      `alter table "waitlist_entry" add constraint "waitlist_entry_condition_check" check ("condition" is null or "condition" in ('stroke-recovery', 'falls-prevention', 'neurological', 'post-operative', 'respiratory', 'musculoskeletal', 'elderly-rehab', 'hospital-discharge'));`,
    );
    this.addSql(
      `alter table "waitlist_entry" add constraint "waitlist_entry_notified_check" check ("notified" = ("notified_at" is not null));`,
    );
    this.addSql(
      `alter table "waitlist_entry" add constraint "waitlist_entry_email_normalised_check" check ("email_normalised" = lower("email_normalised"));`,
    );
    this.addSql(
      `alter table "contact_enquiry" add constraint "contact_enquiry_subject_check" check ("subject" in ('finding-physio', 'services', 'pricing', 'support', 'other', 'Free 15-Minute Consultation Request'));`,
    );
    this.addSql(
      `alter table "expansion_event" add constraint "expansion_event_condition_check" check ("condition" in ('stroke-recovery', 'falls-prevention', 'neurological', 'post-operative', 'respiratory', 'musculoskeletal', 'elderly-rehab', 'hospital-discharge', 'unknown'));`,
    );
    this.addSql(
      `alter table "expansion_event" add constraint "expansion_event_type_check" check ("type" in ('out_of_area_search'));`,
    );
    this.addSql(
      `alter table "demand_daily" add constraint "demand_daily_counts_check" check ("searches" >= 0 and "waitlist_joins" >= 0 and "people" >= 0);`,
    );
    this.addSql(
      `alter table "email_log" add constraint "email_log_status_check" check ("status" in ('sending', 'sent', 'failed', 'skipped'));`,
    );
    this.addSql(
      `alter table "coverage_change" add constraint "coverage_change_action_check" check ("action" in ('activated', 'deactivated'));`,
    );
    this.addSql(
      `alter table "page_view_daily" add constraint "page_view_daily_path_check" check (left("path", 1) = '/' and length("path") <= 300 and "views" >= 0);`,
    );
    this.addSql(`create index "page_view_daily_day_index" on "page_view_daily" ("day");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_enquiry" cascade;`);

    this.addSql(`drop table if exists "coverage_change" cascade;`);

    this.addSql(`drop table if exists "demand_daily" cascade;`);

    this.addSql(`drop table if exists "demand_event_applied" cascade;`);

    this.addSql(`drop table if exists "demand_person" cascade;`);

    this.addSql(`drop table if exists "email_log" cascade;`);

    this.addSql(`drop table if exists "expansion_event" cascade;`);

    this.addSql(`drop table if exists "page_view_daily" cascade;`);

    this.addSql(`drop table if exists "waitlist_entry" cascade;`);
  }
}
