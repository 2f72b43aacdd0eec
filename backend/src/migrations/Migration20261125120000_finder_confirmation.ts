import { Migration } from '@mikro-orm/migrations';

/**
 * A finder request holds a place and sends a referral only once the family has confirmed their email: until then
 * it is `unconfirmed`, with the policy's recommendation kept apart from the match (ops counts and the weekly load
 * read `matched_physiotherapist_id`).
 */
export class Migration20261125120000_finder_confirmation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "finder_request" add column "contact_confirmed_at" timestamptz null, add column "recommended_physiotherapist_id" int null;`,
    );
    this.addSql(`alter table "finder_request" drop constraint "finder_request_status_check";`);
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_status_check" check ("status" in ('pending', 'unconfirmed', 'matched', 'unmatched'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "finder_request" set "status" = 'pending' where "status" = 'unconfirmed';`);
    this.addSql(`alter table "finder_request" drop constraint "finder_request_status_check";`);
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_status_check" check ("status" in ('pending', 'matched', 'unmatched'));`,
    );
    this.addSql(
      `alter table "finder_request" drop column "contact_confirmed_at", drop column "recommended_physiotherapist_id";`,
    );
  }
}
