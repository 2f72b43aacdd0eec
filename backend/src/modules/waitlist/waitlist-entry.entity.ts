import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Condition } from '@physio/api-contract';

/** Someone outside our area who asked to hear when we cover their postcode district. */
@Entity({ tableName: 'waitlist_entry' })
@Unique({ properties: ['emailNormalised', 'district'] })
@Index({
  name: 'waitlist_entry_coverage_change_id_index',
  expression:
    'create index "waitlist_entry_coverage_change_id_index" on "waitlist_entry" ("coverage_change_id") where "coverage_change_id" is not null',
})
@Index({
  name: 'waitlist_entry_pending_index',
  expression: 'create index "waitlist_entry_pending_index" on "waitlist_entry" ("district", "id") where not "notified"',
})
export class WaitlistEntry {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  /** Lower-cased, trimmed: one person joins a district once, however they type their address. */
  @Property({ type: 'text', fieldName: 'email_normalised' })
  emailNormalised!: string;

  /** Normalised full postcode. */
  @Property({ type: 'text' })
  postcode!: string;

  @Property({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  area!: string;

  @Property({ type: 'text', nullable: true })
  condition?: Condition | null;

  /** Keyed daily hash of the joining browser, for counting distinct people in demand figures. Never an IP. */
  @Property({ type: 'text', nullable: true, fieldName: 'visitor_key' })
  visitorKey?: string | null;

  @Property({ type: 'boolean', default: false })
  notified: boolean = false;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'notified_at' })
  notifiedAt?: Date | null;

  /** The activation whose email this entry was handed to the mail queue for (the dashboard counts its progress). */
  @Property({ type: 'bigint', nullable: true, fieldName: 'coverage_change_id' })
  coverageChangeId?: string | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
