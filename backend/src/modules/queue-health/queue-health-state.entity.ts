import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The one row the worker's check keeps between runs (any worker copy may run the next one). */
@Entity({ tableName: 'queue_health_state' })
@Check({ name: 'queue_health_state_one_row', expression: 'id = 1' })
export class QueueHealthState {
  /** Always 1 (queue_health_state_one_row). */
  // The column has no default (writers name the row); `default: null` stops MikroORM inferring one from `= 1`.
  @PrimaryKey({ type: 'smallint', autoincrement: false, default: null })
  id: number = 1;

  /** Failed jobs over every queue at the last check that could read Redis; null before the first. */
  @Property({ type: 'integer', fieldName: 'last_failed_jobs', nullable: true })
  lastFailedJobs?: number | null;

  @Property({ type: 'timestamptz', fieldName: 'checked_at', nullable: true })
  checkedAt?: Date | null;
}
