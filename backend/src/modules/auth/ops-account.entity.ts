import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { OpsRole } from '@physio/api-contract';

/**
 * A person who signs in to the operations dashboard. Usernames are stored lower-cased (unique), so they are
 * case-insensitive. The password is kept only as an argon2id hash; accounts are never deleted, only disabled,
 * so the audit log keeps pointing at them.
 */
@Entity({ tableName: 'ops_account' })
export class OpsAccount {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true })
  username!: string;

  @Property({ type: 'text', fieldName: 'display_name' })
  displayName!: string;

  @Property({ type: 'text' })
  role!: OpsRole;

  @Property({ type: 'text', fieldName: 'password_hash', hidden: true })
  passwordHash!: string;

  /** Base32 TOTP secret once a second factor is enrolled. */
  @Property({ type: 'text', nullable: true, fieldName: 'totp_secret', hidden: true })
  totpSecret?: string | null;

  @Property({ type: 'boolean', fieldName: 'totp_enabled', default: false })
  totpEnabled: boolean = false;

  /** The last TOTP time step accepted: a code for this step or an earlier one is refused (single use). */
  @Property({ type: 'bigint', nullable: true, fieldName: 'totp_last_time_step' })
  totpLastTimeStep?: string | null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', fieldName: 'password_changed_at' })
  passwordChangedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'last_sign_in_at' })
  lastSignInAt?: Date | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', fieldName: 'updated_at', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
