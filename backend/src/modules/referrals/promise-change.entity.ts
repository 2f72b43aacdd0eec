import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A finder request whose promise facts changed, noted by triggers on `referral_offer`, `finder_request` and
 * `postcode_district` (Migration20261206090000_promise_changes) with the writing transaction's id; a null request
 * means "read everything again" (a truncate, a county changed). Read and pruned only by promise-change.repository.ts.
 */
@Entity({ tableName: 'promise_change' })
export class PromiseChange {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** The transaction that made the change (pg_current_xact_id()). */
  @Index({ name: 'promise_change_xid_index' })
  @Property({ columnType: 'xid8', defaultRaw: 'pg_current_xact_id()' })
  xid!: string;

  @Property({ type: 'uuid', nullable: true, fieldName: 'finder_request_id' })
  finderRequestId?: string | null;

  @Index({ name: 'promise_change_changed_at_index' })
  @Property({ type: 'timestamptz', fieldName: 'changed_at', defaultRaw: 'now()' })
  changedAt!: Date;
}
