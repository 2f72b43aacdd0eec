import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004427_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "finder_request" ("id" uuid not null, "postcode" text not null, "district" text not null, "condition" text not null, "urgency" text not null, "contact_name" text null, "contact_email" text null, "contact_phone" text null, "additional_info" text null, "consent_given_at" timestamptz null, "status" text not null default 'pending', "matched_physiotherapist_id" int null, "match_score" jsonb null, "alternative_candidates" jsonb null, "matched_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "finder_request_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "finder_request_created_at_index" on "finder_request" ("created_at");`);
    this.addSql(`create index "finder_request_status_created_at_index" on "finder_request" ("status", "created_at");`);

    this.addSql(
      `create table "outbox_message" ("id" bigserial primary key, "topic" text not null, "aggregate_id" text not null, "payload" jsonb not null default '{}', "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "physiotherapist" ("id" serial primary key, "name" text not null, "hcpc_number" text not null, "hcpc_checked_on" date not null, "dbs_level" text not null, "dbs_checked_on" date not null, "specialties" text[] not null, "base_district" text not null, "travel_radius_miles" double precision not null, "areas" text[] not null, "qualifications" text[] not null, "bio" text not null, "experience_years" int not null, "weekly_capacity" int not null, "accepts_urgent" boolean not null, "languages" text[] not null, "session_price_min_gbp" int not null, "session_price_max_gbp" int not null, "profile_url" text null, "contact_email" text not null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_hcpc_number_unique" unique ("hcpc_number");`,
    );
    this.addSql(`create index "physiotherapist_active_index" on "physiotherapist" ("active");`);

    this.addSql(
      `create table "physiotherapist_weekly_load" ("physiotherapist_id" int not null, "week_start" date not null, "matched_count" int not null default 0, constraint "physiotherapist_weekly_load_pkey" primary key ("physiotherapist_id", "week_start"));`,
    );

    this.addSql(
      `create table "postcode_district" ("district" text not null, "area" text not null, "latitude" double precision not null, "longitude" double precision not null, "places" text not null, "local_authority" text not null, "uk_region" text not null, "post_town" text not null, "county" text null, "covered" boolean not null default false, "covered_since" timestamptz null, constraint "postcode_district_pkey" primary key ("district"));`,
    );
    this.addSql(`create index "postcode_district_area_index" on "postcode_district" ("area");`);

    // Added by hand to the generated migration: integrity the database itself enforces.
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_base_district_fk" foreign key ("base_district") references "postcode_district" ("district");`,
    );
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_hcpc_number_format" check ("hcpc_number" ~ '^PH[0-9]{4,7}$');`,
    );
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_capacity_check" check ("weekly_capacity" >= 0 and "travel_radius_miles" > 0 and "experience_years" >= 0);`,
    );
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_price_check" check ("session_price_min_gbp" > 0 and "session_price_min_gbp" <= "session_price_max_gbp");`,
    );
    this.addSql(
      `alter table "physiotherapist" add constraint "physiotherapist_dbs_level_check" check ("dbs_level" in ('basic', 'standard', 'enhanced'));`,
    );
    this.addSql(
      `alter table "physiotherapist_weekly_load" add constraint "physiotherapist_weekly_load_physiotherapist_fk" foreign key ("physiotherapist_id") references "physiotherapist" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_district_fk" foreign key ("district") references "postcode_district" ("district");`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_physiotherapist_fk" foreign key ("matched_physiotherapist_id") references "physiotherapist" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_status_check" check ("status" in ('pending', 'matched', 'unmatched'));`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_urgency_check" check ("urgency" in ('urgent', 'soon', 'flexible'));`,
    );
    this.addSql(
      `alter table "finder_request" add constraint "finder_request_condition_check" check ("condition" in ('stroke-recovery', 'falls-prevention', 'neurological', 'post-operative', 'respiratory', 'musculoskeletal', 'elderly-rehab', 'hospital-discharge'));`,
    );
    this.addSql(
      `create index "finder_request_matched_physiotherapist_id_index" on "finder_request" ("matched_physiotherapist_id");`,
    );
    this.addSql(`create index "postcode_district_covered_index" on "postcode_district" ("county") where "covered";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "finder_request" cascade;`);

    this.addSql(`drop table if exists "outbox_message" cascade;`);

    this.addSql(`drop table if exists "physiotherapist" cascade;`);

    this.addSql(`drop table if exists "physiotherapist_weekly_load" cascade;`);

    this.addSql(`drop table if exists "postcode_district" cascade;`);
  }
}
