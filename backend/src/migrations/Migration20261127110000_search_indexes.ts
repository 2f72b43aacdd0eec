import { Migration } from '@mikro-orm/migrations';

/** Indexes for the dashboard's search boxes: contact email and phone as compared, words of names, postcode. */
export class Migration20261127110000_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "contact_enquiry_name_search_index" on "contact_enquiry" using gin (to_tsvector('simple', name));`,
    );
    this.addSql(
      `create index "contact_enquiry_phone_search_index" on "contact_enquiry" ((regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^(0044|44)0{0,1}', '0'))) where phone is not null;`,
    );
    this.addSql(`create index "contact_enquiry_email_search_index" on "contact_enquiry" ((lower(btrim(email))));`);

    this.addSql(`create index "finder_request_district_postcode_index" on "finder_request" ("district", "postcode");`);
    this.addSql(
      `create index "finder_request_contact_name_search_index" on "finder_request" using gin (to_tsvector('simple', contact_name)) where contact_name is not null;`,
    );
    this.addSql(
      `create index "finder_request_contact_phone_search_index" on "finder_request" ((regexp_replace(regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'), '^(0044|44)0{0,1}', '0'))) where contact_phone is not null;`,
    );
    this.addSql(
      `create index "finder_request_contact_email_search_index" on "finder_request" ((lower(btrim(contact_email)))) where contact_email is not null;`,
    );

    this.addSql(`create index "waitlist_entry_district_postcode_index" on "waitlist_entry" ("district", "postcode");`);
    this.addSql(
      `create index "waitlist_entry_name_search_index" on "waitlist_entry" using gin (to_tsvector('simple', name));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "contact_enquiry_name_search_index";`);
    this.addSql(`drop index "contact_enquiry_phone_search_index";`);
    this.addSql(`drop index "contact_enquiry_email_search_index";`);

    this.addSql(`drop index "finder_request_district_postcode_index";`);
    this.addSql(`drop index "finder_request_contact_name_search_index";`);
    this.addSql(`drop index "finder_request_contact_phone_search_index";`);
    this.addSql(`drop index "finder_request_contact_email_search_index";`);

    this.addSql(`drop index "waitlist_entry_district_postcode_index";`);
    this.addSql(`drop index "waitlist_entry_name_search_index";`);
  }
}
