import { Migration } from '@mikro-orm/migrations';

/**
 * An ops account's one-time enrolment link (an administrator issues it; the person chooses a password and sets up
 * their authenticator app through it): only a keyed hash of its token (HMAC-SHA256, `enrolment-links` key) and when
 * it expires. One live link per account: issuing another overwrites it, using it clears it.
 */
export class Migration20261204090000_ops_enrolment_link extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ops_account" add column "enrolment_link_hash" text null, add column "enrolment_link_expires_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "ops_account" add constraint "ops_account_enrolment_link_hash_unique" unique ("enrolment_link_hash");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "ops_account" drop column "enrolment_link_hash", drop column "enrolment_link_expires_at";`,
    );
  }
}
