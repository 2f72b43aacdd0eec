import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The promises report's facts of one confirmed finder request, one narrow row each: when the family confirmed (a
 * Europe/London day), where, how urgent, and what its referral offers came to. Written only by triggers on
 * `finder_request` and `referral_offer` (promise_facts_refresh(), migration Migration20261204110000_promise_facts), in
 * the statement that changes the request or its offers: never write it from code.
 *
 * Durations are stored in whole seconds (rounded to the nearest), which the report's percentiles are taken over
 * (promises-report.read-model.ts): a sort of narrow integers per group instead of the joins and lateral subqueries.
 */
@Entity({ tableName: 'promise_request_fact' })
@Index({ name: 'promise_request_fact_confirmed_on_index', properties: ['confirmedOn'] })
export class PromiseRequestFact {
  @PrimaryKey({ type: 'uuid', fieldName: 'finder_request_id' })
  finderRequestId!: string;

  /** The family's confirmation (contact_confirmed_at), as a Europe/London day. */
  @Property({ type: 'date', fieldName: 'confirmed_on' })
  confirmedOn!: string;

  @Property({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  urgency!: string;

  @Property({ type: 'text' })
  condition!: string;

  /** How many offers the request has had (any status). */
  @Property({ type: 'smallint' })
  offers!: number;

  @Property({ type: 'boolean' })
  accepted!: boolean;

  /** From the confirmation to the acceptance, in seconds; null unless accepted. */
  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_accept' })
  secondsToAccept?: number | null;

  /** From the confirmation to the first contact the family confirmed, in seconds. */
  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_contact' })
  secondsToContact?: number | null;

  /** From the confirmation to the first visit (its day's start, London) the family confirmed, in seconds. */
  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_visit' })
  secondsToVisit?: number | null;

  /** Accepted within REPLY_PROMISE_HOURS_FOR_REPORT of the confirmation (exact times). */
  @Property({ type: 'boolean', fieldName: 'reply_kept' })
  replyKept!: boolean;

  /** First contact by the contact deadline. */
  @Property({ type: 'boolean', fieldName: 'contact_kept' })
  contactKept!: boolean;

  /** Urgent, and visited within URGENT_VISIT_PROMISE_HOURS of the confirmation. */
  @Property({ type: 'boolean', fieldName: 'urgent_visit_kept' })
  urgentVisitKept!: boolean;

  @Property({ type: 'smallint', fieldName: 'declined_no_capacity' })
  declinedNoCapacity!: number;

  @Property({ type: 'smallint', fieldName: 'declined_too_far' })
  declinedTooFar!: number;

  @Property({ type: 'smallint', fieldName: 'declined_not_my_specialty' })
  declinedNotMySpecialty!: number;

  @Property({ type: 'smallint', fieldName: 'declined_other' })
  declinedOther!: number;

  @Property({ type: 'smallint' })
  lapsed!: number;
}
