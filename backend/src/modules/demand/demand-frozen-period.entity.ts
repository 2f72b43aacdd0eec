import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A period of days before today whose demand totals per district and condition are kept (demand_frozen_cell), so
 * the report reads them instead of summing the months and days again. Written only by demand.repository.ts; deleted
 * by the demand_daily triggers as soon as a row of one of its days changes (migration
 * Migration20261205090000_demand_frozen_days).
 */
@Entity({ tableName: 'demand_frozen_period' })
@Unique({ name: 'demand_frozen_period_days_unique', properties: ['fromDay', 'toDay'] })
export class DemandFrozenPeriod {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'date', fieldName: 'from_day' })
  fromDay!: string;

  /** Always before the Europe/London day it was computed on. */
  @Property({ type: 'date', fieldName: 'to_day' })
  toDay!: string;

  @Property({ type: 'timestamptz', fieldName: 'computed_at', defaultRaw: 'now()' })
  computedAt!: Date;
}
