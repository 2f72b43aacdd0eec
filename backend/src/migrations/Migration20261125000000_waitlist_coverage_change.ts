import { Migration } from '@mikro-orm/migrations';

/**
 * Which coverage change is emailing each waitlist entry, so the dashboard can show an activation's progress (emailed
 * of total). Set by the waitlist worker as it hands entries to the mail queue; a change that is deleted leaves its
 * entries with none. And districts by latitude: the coverage list finds the districts each physiotherapist reaches
 * with a range scan of their latitude band (coverage/reachability.ts).
 */
export class Migration20261125000000_waitlist_coverage_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "waitlist_entry" add column "coverage_change_id" bigint null;`);
    this.addSql(
      `alter table "waitlist_entry" add constraint "waitlist_entry_coverage_change_id_foreign" foreign key ("coverage_change_id") references "coverage_change" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "waitlist_entry_coverage_change_id_index" on "waitlist_entry" ("coverage_change_id") where "coverage_change_id" is not null;`,
    );
    this.addSql(`create index "postcode_district_latitude_index" on "postcode_district" ("latitude");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "postcode_district_latitude_index";`);
    this.addSql(`drop index "waitlist_entry_coverage_change_id_index";`);
    this.addSql(`alter table "waitlist_entry" drop constraint "waitlist_entry_coverage_change_id_foreign";`);
    this.addSql(`alter table "waitlist_entry" drop column "coverage_change_id";`);
  }
}
