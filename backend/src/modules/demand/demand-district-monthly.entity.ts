import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * demand_daily summed per district and calendar month, for reports over long periods. Written only by triggers
 * on demand_daily (migration Migration20261125090000_demand_report): never write it from code.
 */
@Entity({ tableName: 'demand_district_monthly' })
export class DemandDistrictMonthly {
  @PrimaryKey({ type: 'date' })
  month!: string;

  @PrimaryKey({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  area!: string;

  @Property({ type: 'integer', default: 0 })
  searches: number = 0;

  @Property({ type: 'integer', default: 0, fieldName: 'waitlist_joins' })
  waitlistJoins: number = 0;

  /** Sum of the days' distinct people, as demand_daily counts them. */
  @Property({ type: 'integer', default: 0 })
  people: number = 0;
}
