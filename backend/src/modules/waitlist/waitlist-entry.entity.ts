import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CONDITIONS, type Condition } from '@physio/api-contract';
import { nameWordsSql } from '../../common/search/person-search.js';

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
// The people waiting in each district and condition, read from the index alone.
@Index({
  name: 'waitlist_entry_waiting_index',
  expression:
    'create index "waitlist_entry_waiting_index" on "waitlist_entry" ("district", "condition") where not "notified"',
})
// The waitlist's search box (waitlistSearchSql): words of the name, and a postcode or district (the email is
// email_normalised, which the unique index leads with).
@Index({
  name: 'waitlist_entry_name_search_index',
  expression: `create index "waitlist_entry_name_search_index" on "waitlist_entry" using gin (${nameWordsSql('name')})`,
})
@Index({ name: 'waitlist_entry_district_postcode_index', properties: ['district', 'postcode'] })
// `= any (array[...])`, as PostgreSQL prints `in (...)` back: MikroORM compares check expressions as text.
@Check({
  name: 'waitlist_entry_condition_check',
  expression: `condition is null or condition = any (array[${CONDITIONS.map((value) => `'${value}'`).join(', ')}])`,
})
@Check({ name: 'waitlist_entry_notified_check', expression: 'notified = (notified_at is not null)' })
@Check({ name: 'waitlist_entry_email_normalised_check', expression: 'email_normalised = lower(email_normalised)' })
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
  @ManyToOne({
    entity: 'CoverageChange',
    mapToPk: true,
    nullable: true,
    joinColumn: 'coverage_change_id',
    updateRule: 'cascade',
    deleteRule: 'set null',
  })
  coverageChangeId?: string | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
