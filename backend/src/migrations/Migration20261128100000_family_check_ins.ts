import { Migration } from '@mikro-orm/migrations';

/**
 * The family's check-ins after an acceptance: at the contact deadline "Has <name> been in touch?", the day after the
 * first visit's date "Did the first visit happen?". Their answers live on the offer; a "not yet" or a "no" puts the
 * request back in the coordinators' queue with its reason.
 */
export class Migration20261128100000_family_check_ins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "referral_offer"
      add column "contact_check_at" timestamptz null,
      add column "family_contacted" boolean null,
      add column "contact_answered_at" timestamptz null,
      add column "visit_check_at" timestamptz null,
      add column "visit_happened" boolean null,
      add column "visit_answered_at" timestamptz null;`);
    this.addSql(
      `create index "referral_offer_contact_due_index" on "referral_offer" ("contact_by") where status = 'accepted' and contact_check_at is null;`,
    );
    this.addSql(
      `create index "referral_offer_visit_due_index" on "referral_offer" ("first_visit_on") where status = 'accepted' and visit_check_at is null;`,
    );
    this.addSql(`alter table "finder_request"
      add column "attention_reason" text null,
      add column "attention_since" timestamptz null,
      add constraint "finder_request_attention_reason_check" check ("attention_reason" is null or "attention_reason" in ('family-not-contacted', 'visit-did-not-happen'));`);
    this.addSql(
      `create index "finder_request_attention_index" on "finder_request" ("attention_since") where attention_reason is not null and follow_up is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "finder_request_attention_index";`);
    this.addSql(
      `alter table "finder_request" drop constraint if exists "finder_request_attention_reason_check", drop column "attention_reason", drop column "attention_since";`,
    );
    this.addSql(`drop index if exists "referral_offer_contact_due_index";`);
    this.addSql(`drop index if exists "referral_offer_visit_due_index";`);
    this.addSql(`alter table "referral_offer"
      drop column "contact_check_at", drop column "family_contacted", drop column "contact_answered_at",
      drop column "visit_check_at", drop column "visit_happened", drop column "visit_answered_at";`);
  }
}
