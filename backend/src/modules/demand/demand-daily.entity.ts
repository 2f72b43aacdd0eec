import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Demand per postcode district, condition and day (Europe/London). Anonymous; kept indefinitely. */
@Entity({ tableName: 'demand_daily' })
@Index({ properties: ['day'] })
// The days at a period's edges (and every day of a report by condition) from the index alone.
@Index({
  name: 'demand_daily_day_figures_index',
  expression:
    'create index "demand_daily_day_figures_index" on "demand_daily" ("day") include ("district", "condition", "searches", "waitlist_joins", "people")',
})
@Check({ name: 'demand_daily_counts_check', expression: 'searches >= 0 and waitlist_joins >= 0 and people >= 0' })
export class DemandDaily {
  @PrimaryKey({ type: 'text' })
  district!: string;

  @PrimaryKey({ type: 'text' })
  condition!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'text' })
  area!: string;

  @Property({ type: 'integer', default: 0 })
  searches: number = 0;

  @Property({ type: 'integer', default: 0, fieldName: 'waitlist_joins' })
  waitlistJoins: number = 0;

  /** Distinct visitors that day for this district and condition. */
  @Property({ type: 'integer', default: 0 })
  people: number = 0;
}
