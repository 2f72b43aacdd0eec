import { Migration } from '@mikro-orm/migrations';

/** The coordinators' queue: follow-ups after matching, manual assignment, notes. */
export class Migration20261124205407_ops_request_queue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "finder_request_note" ("id" bigserial primary key, "finder_request_id" uuid not null, "author_account_id" int null, "author" text not null, "body" text not null, "created_at" timestamptz not null default now(), constraint "finder_request_note_request_fk" foreign key ("finder_request_id") references "finder_request" ("id") on delete cascade);`,
    );
    this.addSql(
      `create index "finder_request_note_finder_request_id_created_at_index" on "finder_request_note" ("finder_request_id", "created_at");`,
    );
    this.addSql(
      `alter table "finder_request" add column "follow_up" text null, add column "follow_up_reason" text null, add column "follow_up_at" timestamptz null, add column "assigned_by" text null, add column "over_capacity_reason" text null;`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_follow_up_check" check ("follow_up" is null or "follow_up" in ('contacted', 'closed', 'cancelled'));`,
    );
    this.addSql(
      `create index "finder_request_queue_index" on "finder_request" ((case urgency when 'urgent' then 0 when 'soon' then 1 else 2 end), created_at) where follow_up is null and status in ('pending', 'unmatched');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "finder_request_note" cascade;`);
    this.addSql(`drop index "finder_request_queue_index";`);
    this.addSql(
      `alter table "finder_request" drop column "follow_up", drop column "follow_up_reason", drop column "follow_up_at", drop column "assigned_by", drop column "over_capacity_reason";`,
    );
  }
}
