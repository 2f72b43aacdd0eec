import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Demand per postcode district, condition and day (Europe/London). Anonymous; kept indefinitely. */
@Entity({ tableName: 'demand_daily' })
@Index({ properties: ['day'] })
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
