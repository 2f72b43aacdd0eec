import { Migration } from '@mikro-orm/migrations';

/** Coordinators' handling of contact enquiries: status, who handled it and when, and their note. */
export class Migration20261124205401_enquiry_status extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "contact_enquiry" add column "status" text not null default 'new', add column "status_changed_at" timestamptz null, add column "handled_by" text null, add column "handled_at" timestamptz null, add column "note" text null;`,
    );
    this.addSql(
      `create index "contact_enquiry_status_created_at_index" on "contact_enquiry" ("status", "created_at");`,
    );

    // Added by hand to the generated migration: integrity the database itself enforces.
    this.addSql(
      `alter table "contact_enquiry" add constraint "contact_enquiry_status_check" check ("status" in ('new', 'in-progress', 'handled'));`,
    );
    this.addSql(
      `alter table "contact_enquiry" add constraint "contact_enquiry_handled_check" check (("status" = 'handled') = ("handled_at" is not null) and ("handled_by" is null) = ("handled_at" is null));`,
    );
    this.addSql(
      `alter table "contact_enquiry" add constraint "contact_enquiry_note_check" check (char_length("note") <= 2000);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "contact_enquiry_status_created_at_index";`);
    this.addSql(
      `alter table "contact_enquiry" drop constraint "contact_enquiry_status_check", drop constraint "contact_enquiry_handled_check", drop constraint "contact_enquiry_note_check";`,
    );
    this.addSql(
      `alter table "contact_enquiry" drop column "status", drop column "status_changed_at", drop column "handled_by", drop column "handled_at", drop column "note";`,
    );
  }
}
