import { Migration } from '@mikro-orm/migrations';

/**
 * Ten single-use recovery codes per account with a second factor (ASVS 6.5.2), usable instead of a TOTP code at
 * sign-in: only their keyed hashes are kept, and a used one is removed from the array by a conditional update.
 */
export class Migration20261129100000_ops_recovery_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "ops_account" add column "recovery_codes" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ops_account" drop column "recovery_codes";`);
  }
}
