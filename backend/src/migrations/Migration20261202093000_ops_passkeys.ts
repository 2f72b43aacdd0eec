import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (WebAuthn credentials) of ops accounts, a second factor at sign-in: the credential's id, its public key
 * (the private key never leaves the person's device), its signature counter and transports, and the name its owner
 * gave it. An account's passkeys go with it (accounts are only ever disabled, so in practice never).
 */
export class Migration20261202093000_ops_passkeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "ops_passkey" ("id" serial primary key, "account_id" int not null, "credential_id" text not null, "public_key" bytea not null, "sign_count" bigint not null default 0, "transports" text[] not null default '{}', "name" text not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "ops_passkey" add constraint "ops_passkey_credential_id_unique" unique ("credential_id");`,
    );
    this.addSql(`create index "ops_passkey_account_index" on "ops_passkey" ("account_id");`);
    this.addSql(
      `alter table "ops_passkey" add constraint "ops_passkey_account_fk" foreign key ("account_id") references "ops_account" ("id") on update no action on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ops_passkey" cascade;`);
  }
}
