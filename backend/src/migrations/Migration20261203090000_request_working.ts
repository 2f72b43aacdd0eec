import { Migration } from '@mikro-orm/migrations';

/**
 * Working the queue: the coordinator who has taken a request ("assign to me"), the day it comes back to the top (a
 * follow-up date), and the last call to the family. The owner's account id has no foreign key, as a note's author's
 * has none: accounts are disabled, never deleted, and the name is kept beside it.
 */
export class Migration20261203090000_request_working extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "finder_request"
      add column "owner_account_id" int null,
      add column "owner_name" text null,
      add column "follow_up_on" date null,
      add column "last_called_at" timestamptz null,
      add column "last_call_outcome" text null;`);
    this.addSql(`alter table "finder_request" add constraint "finder_request_last_call_outcome_check"
      check ("last_call_outcome" is null or "last_call_outcome" = any (array['reached', 'no_answer', 'left_message']));`);
    this.addSql(
      `create index "finder_request_owner_index" on "finder_request" ("owner_account_id") where owner_account_id is not null;`,
    );
    this.addSql(
      `create index "finder_request_follow_up_on_index" on "finder_request" ("follow_up_on") where follow_up_on is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "finder_request_follow_up_on_index";`);
    this.addSql(`drop index "finder_request_owner_index";`);
    this.addSql(`alter table "finder_request" drop constraint "finder_request_last_call_outcome_check",
      drop column "owner_account_id", drop column "owner_name", drop column "follow_up_on",
      drop column "last_called_at", drop column "last_call_outcome";`);
  }
}
