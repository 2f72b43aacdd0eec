import { Migration } from '@mikro-orm/migrations';

/**
 * The DBS certificate's number, so a coordinator can check the certificate itself (the DBS update service asks for
 * it). Null for the records kept before it was asked for.
 */
export class Migration20261202090000_dbs_certificate_number extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "physiotherapist" add column "dbs_certificate_number" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "physiotherapist" drop column "dbs_certificate_number";`);
  }
}
