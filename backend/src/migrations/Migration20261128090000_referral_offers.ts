import { Migration } from '@mikro-orm/migrations';

/**
 * A referral is an offer the physiotherapist answers: accept, decline (with a reason) or let lapse at its deadline.
 * One request has at most one offer open or accepted at a time (the partial unique index), so nothing can offer a
 * family to two physiotherapists at once. A physiotherapist can pause new offers until a date.
 */
export class Migration20261128090000_referral_offers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "referral_offer" (
      "id" uuid not null,
      "finder_request_id" uuid not null,
      "physiotherapist_id" int not null,
      "week_start" date not null,
      "status" text not null default 'open',
      "offered_at" timestamptz not null default now(),
      "offered_by" text null,
      "reply_by" timestamptz not null,
      "answered_at" timestamptz null,
      "decline_reason" text null,
      "decline_note" text null,
      "contact_by" timestamptz null,
      "first_call_at" timestamptz null,
      "first_visit_on" date null,
      constraint "referral_offer_pkey" primary key ("id"),
      constraint "referral_offer_status_check" check ("status" in ('open', 'accepted', 'declined', 'lapsed', 'withdrawn')),
      constraint "referral_offer_decline_reason_check" check ("decline_reason" in ('no-capacity', 'too-far', 'not-my-specialty', 'other'))
    );`);
    this.addSql(
      `alter table "referral_offer" add constraint "referral_offer_finder_request_fk" foreign key ("finder_request_id") references "finder_request" ("id") on update no action on delete cascade;`,
    );
    this.addSql(
      `alter table "referral_offer" add constraint "referral_offer_physiotherapist_fk" foreign key ("physiotherapist_id") references "physiotherapist" ("id") on update no action on delete cascade;`,
    );
    this.addSql(
      `create unique index "referral_offer_one_live_index" on "referral_offer" ("finder_request_id") where status in ('open', 'accepted');`,
    );
    this.addSql(`create index "referral_offer_request_index" on "referral_offer" ("finder_request_id", "offered_at");`);
    this.addSql(`create index "referral_offer_due_index" on "referral_offer" ("reply_by") where status = 'open';`);
    this.addSql(
      `create index "referral_offer_physiotherapist_index" on "referral_offer" ("physiotherapist_id", "offered_at");`,
    );
    this.addSql(`alter table "physiotherapist" add column "offers_paused_until" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "physiotherapist" drop column "offers_paused_until";`);
    this.addSql(`drop table if exists "referral_offer" cascade;`);
  }
}
