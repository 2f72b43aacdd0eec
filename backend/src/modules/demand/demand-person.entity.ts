import { Entity, Index, PrimaryKey } from '@mikro-orm/core';

/** Which visitors were counted for a district, condition and day: makes "distinct people" exact. 13 months. */
@Entity({ tableName: 'demand_person' })
@Index({ properties: ['day'] })
export class DemandPerson {
  @PrimaryKey({ type: 'text' })
  district!: string;

  @PrimaryKey({ type: 'text' })
  condition!: string;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text', fieldName: 'person_key' })
  personKey!: string;
}
