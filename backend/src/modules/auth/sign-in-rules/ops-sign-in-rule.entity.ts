import { Entity, Enum, Property } from '@mikro-orm/core';
import { OPS_ROLES, type OpsRole } from '@physio/api-contract';

/**
 * How accounts of one role sign in (one row per role, made by its migration). `updatedBy` is an account id without
 * a foreign key, as elsewhere: accounts are never deleted.
 */
@Entity({ tableName: 'ops_sign_in_rule' })
export class OpsSignInRule {
  @Enum({ items: [...OPS_ROLES], primary: true })
  role!: OpsRole;

  /** Its accounts sign in with a passkey; one without a passkey must add one before anything else. */
  @Property({ type: 'boolean', fieldName: 'passkey_required', default: false })
  passkeyRequired: boolean = false;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'updated_at' })
  updatedAt?: Date | null;

  @Property({ type: 'integer', nullable: true, fieldName: 'updated_by' })
  updatedBy?: number | null;
}
