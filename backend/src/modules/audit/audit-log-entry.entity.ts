import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row per security-relevant event of the operations dashboard: who (account id and username), what
 * (action, resource, record id, which fields), when (`at`), where (a hashed client key). The table is
 * append-only: a trigger refuses UPDATE and DELETE (see its migration), so the application cannot rewrite
 * its own history (ASVS 16.4.2). `details` holds field names, counts and ids, never personal values.
 */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['at'] })
@Index({ properties: ['accountId', 'at'] })
@Index({ properties: ['resource', 'recordId'] })
export class AuditLogEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  /** The signed-in account that acted; null for the system, the command line, or a failed sign-in. */
  @ManyToOne({
    entity: 'OpsAccount',
    mapToPk: true,
    nullable: true,
    joinColumn: 'account_id',
    foreignKeyName: 'audit_log_account_fk',
    updateRule: 'no action',
    // Accounts are disabled, never deleted: the trail keeps pointing at them.
    deleteRule: 'no action',
  })
  accountId?: number | null;

  /** The actor's username, or the username as typed in a failed sign-in. */
  @Property({ type: 'text', nullable: true })
  username?: string | null;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text', nullable: true })
  resource?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'record_id' })
  recordId?: string | null;

  @Property({ type: 'jsonb', nullable: true })
  details?: Record<string, unknown> | null;

  /** Hashed client (IPv4 address or IPv6 /64), as sign-in throttling keys it; never the address itself. */
  @Property({ type: 'text', nullable: true })
  client?: string | null;
}
