import { Migration } from '@mikro-orm/migrations';

export class Migration20261124205331_ops_accounts_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "account_id" int null, "username" text null, "action" text not null, "resource" text null, "record_id" text null, "details" jsonb null, "client" text null);`,
    );
    this.addSql(`create index "audit_log_resource_record_id_index" on "audit_log" ("resource", "record_id");`);
    this.addSql(`create index "audit_log_account_id_at_index" on "audit_log" ("account_id", "at");`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);

    this.addSql(
      `create table "ops_account" ("id" serial primary key, "username" text not null, "display_name" text not null, "role" text not null, "password_hash" text not null, "totp_secret" text null, "totp_enabled" boolean not null default false, "totp_last_time_step" bigint null, "active" boolean not null default true, "password_changed_at" timestamptz not null, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "ops_account" add constraint "ops_account_username_unique" unique ("username");`);

    // Added by hand to the generated migration (the diff against the live schema also proposed dropping the
    // earlier migrations' hand-written constraints; those statements were removed).
    // Usernames are stored lower-cased, which makes the unique constraint case-insensitive.
    this.addSql(
      `alter table "ops_account" add constraint "ops_account_username_check" check ("username" = lower(btrim("username")) and length("username") between 3 and 64);`,
    );
    this.addSql(
      `alter table "ops_account" add constraint "ops_account_role_check" check ("role" in ('coordinator', 'admin', 'analyst'));`,
    );
    this.addSql(
      `alter table "ops_account" add constraint "ops_account_totp_check" check (not "totp_enabled" or "totp_secret" is not null);`,
    );
    // Accounts are disabled, never deleted: the audit trail keeps pointing at them.
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_account_fk" foreign key ("account_id") references "ops_account" ("id") on update no action on delete no action;`,
    );

    // Append-only (ASVS 16.4.2): the application may insert rows, never rewrite or remove them. A row trigger
    // does not fire on TRUNCATE, which stays possible for test resets and for a deliberate, privileged purge.
    this.addSql(`create function "audit_log_refuse_change"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);
    this.addSql(
      `create trigger "audit_log_append_only" before update or delete on "audit_log" for each row execute function "audit_log_refuse_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_refuse_change"();`);

    this.addSql(`drop table if exists "ops_account" cascade;`);
  }
}
