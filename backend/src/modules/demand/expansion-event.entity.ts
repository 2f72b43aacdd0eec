import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { CONDITIONS } from '@physio/api-contract';

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
  @Enum({ items: [...CONDITIONS, 'unknown'] })
  condition!: string;

  @Enum({ items: ['out_of_area_search'] })
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
