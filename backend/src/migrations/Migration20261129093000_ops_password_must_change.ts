import { Migration } from '@mikro-orm/migrations';

/**
 * A password an administrator set (a new account, a reset, `npm run ops:user`) works for one sign-in: that
 * session can do nothing but choose a new password (ASVS 6.4.1-style one-time credentials).
 */
export class Migration20261129093000_ops_password_must_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ops_account" add column "password_must_change" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ops_account" drop column "password_must_change";`);
  }
}
