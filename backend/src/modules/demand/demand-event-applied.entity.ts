import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Every source event already counted: processing an event twice does not count it twice. */
@Entity({ tableName: 'demand_event_applied' })
@Index({ properties: ['appliedAt'] })
export class DemandEventApplied {
  @PrimaryKey({ type: 'text', fieldName: 'event_key' })
  eventKey!: string;

  @Property({ type: 'timestamptz', fieldName: 'applied_at', defaultRaw: 'now()' })
  appliedAt: Date = new Date();
}
