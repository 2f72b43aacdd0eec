import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One out-of-area search as the site reported it: postcode district only (never the full postcode),
 * condition, type and time. Raw events are deleted after 13 months; their counts live on in DemandDaily.
 */
@Entity({ tableName: 'expansion_event' })
@Index({ properties: ['occurredAt'] })
export class ExpansionEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  area!: string;

  /** One of the eight conditions, or 'unknown'. */
  @Property({ type: 'text' })
  condition!: string;

  @Property({ type: 'text' })
  type!: string;

  /** When the search happened, as the browser said (checked to be within a day of our clock). */
  @Property({ type: 'timestamptz', fieldName: 'occurred_at' })
  occurredAt!: Date;

  @Property({ type: 'timestamptz', fieldName: 'received_at', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  /** Keyed daily hash of the browser (see visitor-key.ts), for distinct-people counts. */
  @Property({ type: 'text', nullable: true, fieldName: 'visitor_key' })
  visitorKey?: string | null;
}

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

/** Every source event already counted: processing an event twice does not count it twice. */
@Entity({ tableName: 'demand_event_applied' })
@Index({ properties: ['appliedAt'] })
export class DemandEventApplied {
  @PrimaryKey({ type: 'text', fieldName: 'event_key' })
  eventKey!: string;

  @Property({ type: 'timestamptz', fieldName: 'applied_at', defaultRaw: 'now()' })
  appliedAt: Date = new Date();
}
