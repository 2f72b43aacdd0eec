import { Migration } from '@mikro-orm/migrations';

/**
 * An enquiry's history (notes with their author and time, and replies sent from the dashboard) replaces its one
 * overwritable note. A note kept so far becomes the first entry, by whoever handled the enquiry (or "Earlier note").
 */
export class Migration20261129090000_enquiry_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_enquiry_entry" (
      "id" bigserial primary key,
      "enquiry_id" uuid not null,
      "kind" text check ("kind" in ('note', 'reply')) not null,
      "author_account_id" int null,
      "author" text not null,
      "body" text not null,
      "created_at" timestamptz not null default now(),
      constraint contact_enquiry_entry_body_check check (char_length(body) <= 5000));`);
    this.addSql(
      `create index "contact_enquiry_entry_enquiry_id_created_at_index" on "contact_enquiry_entry" ("enquiry_id", "created_at");`,
    );
    this.addSql(
      `alter table "contact_enquiry_entry" add constraint "contact_enquiry_entry_enquiry_fk" foreign key ("enquiry_id") references "contact_enquiry" ("id") on update no action on delete cascade;`,
    );
    this.addSql(`insert into "contact_enquiry_entry" ("enquiry_id", "kind", "author", "body", "created_at")
      select id, 'note', coalesce(handled_by, 'Earlier note'), note, coalesce(status_changed_at, created_at)
      from "contact_enquiry" where note is not null;`);
    this.addSql(`alter table "contact_enquiry" drop constraint "contact_enquiry_note_check";`);
    this.addSql(`alter table "contact_enquiry" drop column "note";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_enquiry" add column "note" text null;`);
    this.addSql(
      `alter table "contact_enquiry" add constraint "contact_enquiry_note_check" check (char_length(note) <= 2000);`,
    );
    this.addSql(`update "contact_enquiry" e set note = left((select string_agg(body, E'\\n\\n' order by id)
      from "contact_enquiry_entry" x where x.enquiry_id = e.id and x.kind = 'note'), 2000);`);
    this.addSql(`drop table if exists "contact_enquiry_entry" cascade;`);
  }
}
