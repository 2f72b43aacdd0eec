import { Migration } from '@mikro-orm/migrations';

/** A contact-form message that quotes a finder request's reference is linked to that request (its page lists them). */
export class Migration20261127100000_enquiry_finder_request extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_enquiry" add column "finder_request_id" uuid null;`);
    this.addSql(
      `create index "contact_enquiry_finder_request_index" on "contact_enquiry" ("finder_request_id") where "finder_request_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "contact_enquiry_finder_request_index";`);
    this.addSql(`alter table "contact_enquiry" drop column "finder_request_id";`);
  }
}
