import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { OPS_ROLES, type OpsRole } from '@physio/api-contract';

/**
 * A person who signs in to the operations dashboard. Usernames are stored lower-cased (unique), so they are
 * case-insensitive. The password is kept only as an argon2id hash; accounts are never deleted, only disabled,
 * so the audit log keeps pointing at them.
 */
@Entity({ tableName: 'ops_account' })
@Check({
  name: 'ops_account_username_check',
  expression: 'username = lower(btrim(username)) and length(username) >= 3 and length(username) <= 64',
})
@Check({ name: 'ops_account_totp_check', expression: 'not totp_enabled or totp_secret is not null' })
export class OpsAccount {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true })
  username!: string;

  @Property({ type: 'text', fieldName: 'display_name' })
  displayName!: string;

  @Enum({ items: [...OPS_ROLES] })
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

  /** Set by an administrator's password (create, reset): the next sign-in must choose a new one first. */
  @Property({ type: 'boolean', fieldName: 'password_must_change', default: false })
  passwordMustChange: boolean = false;

  /** Keyed hashes of the unused recovery codes (recovery/recovery-codes.ts). */
  @Property({ type: 'text[]', fieldName: 'recovery_codes', hidden: true, defaultRaw: `'{}'` })
  recoveryCodes: string[] = [];

  /**
   * The one live enrolment link (enrolment/enrolment-links.ts): a keyed hash of its token, never the token. Cleared
   * when used; overwritten when an administrator issues another.
   */
  @Property({ type: 'text', nullable: true, fieldName: 'enrolment_link_hash', hidden: true, unique: true })
  enrolmentLinkHash?: string | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'enrolment_link_expires_at', hidden: true })
  enrolmentLinkExpiresAt?: Date | null;

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
