import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * demand_daily summed per district, condition and calendar month, for reports split or filtered by condition over
 * long periods. Written only by triggers on demand_daily (demand_district_monthly_apply(), migration
 * Migration20261202100000_demand_condition_monthly): never write it from code.
 */
@Entity({ tableName: 'demand_district_condition_monthly' })
export class DemandDistrictConditionMonthly {
  @PrimaryKey({ type: 'date' })
  month!: string;

  @PrimaryKey({ type: 'text' })
  district!: string;

  @PrimaryKey({ type: 'text' })
  condition!: string;

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
