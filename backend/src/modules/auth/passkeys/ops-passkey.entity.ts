import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A passkey (a WebAuthn credential) an ops account registered from My account, used as the second factor at
 * sign-in. Only the public key is kept: the private key never leaves the person's device.
 */
@Entity({ tableName: 'ops_passkey' })
@Index({ name: 'ops_passkey_account_index', properties: ['accountId'] })
export class OpsPasskey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({
    entity: 'OpsAccount',
    mapToPk: true,
    joinColumn: 'account_id',
    foreignKeyName: 'ops_passkey_account_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  accountId!: number;

  /** The credential's id as the authenticator gave it (base64url). */
  @Property({ type: 'text', fieldName: 'credential_id', unique: 'ops_passkey_credential_id_unique' })
  credentialId!: string;

  /** The COSE public key. */
  @Property({ type: 'blob', fieldName: 'public_key', hidden: true })
  publicKey!: Buffer;

  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  @Property({ type: 'bigint', fieldName: 'sign_count', default: 0 })
  signCount: string = '0';

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  transports: string[] = [];

  /** What the person called it ("Work laptop"). */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'last_used_at' })
  lastUsedAt?: Date | null;
}
