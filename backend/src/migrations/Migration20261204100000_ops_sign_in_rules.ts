import { Migration } from '@mikro-orm/migrations';

/**
 * How each ops role signs in: whether its accounts must use a passkey (set by an administrator). One row per role,
 * made here; an administrator only ever changes them.
 */
export class Migration20261204100000_ops_sign_in_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "ops_sign_in_rule" ("role" text not null, "passkey_required" boolean not null default false, "updated_at" timestamptz null, "updated_by" int null, constraint "ops_sign_in_rule_pkey" primary key ("role"));`,
    );
    this.addSql(
      `alter table "ops_sign_in_rule" add constraint "ops_sign_in_rule_role_check" check ("role" in ('coordinator', 'admin', 'analyst'));`,
    );
    this.addSql(
      `insert into "ops_sign_in_rule" ("role") values ('coordinator'), ('admin'), ('analyst') on conflict do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ops_sign_in_rule";`);
  }
}
