import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The promises report's facts of one referral offer, for the report by physiotherapist: when it was offered (a
 * Europe/London day), to whom, the request's urgency and condition, and what came of it, with times counted from the
 * offer. Written only by triggers on `finder_request` and `referral_offer` (promise_facts_refresh(), migration
 * Migration20261204110000_promise_facts): never write it from code. Durations in whole seconds, as PromiseRequestFact's.
 */
@Entity({ tableName: 'promise_offer_fact' })
@Index({ name: 'promise_offer_fact_offered_on_index', properties: ['offeredOn'] })
@Index({ name: 'promise_offer_fact_request_index', properties: ['finderRequestId'] })
export class PromiseOfferFact {
  @PrimaryKey({ type: 'uuid', fieldName: 'referral_offer_id' })
  referralOfferId!: string;

  @Property({ type: 'uuid', fieldName: 'finder_request_id' })
  finderRequestId!: string;

  @Property({ type: 'integer', fieldName: 'physiotherapist_id' })
  physiotherapistId!: number;

  /** offered_at as a Europe/London day. */
  @Property({ type: 'date', fieldName: 'offered_on' })
  offeredOn!: string;

  @Property({ type: 'text' })
  urgency!: string;

  @Property({ type: 'text' })
  condition!: string;

  @Property({ type: 'boolean' })
  accepted!: boolean;

  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_accept' })
  secondsToAccept?: number | null;

  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_contact' })
  secondsToContact?: number | null;

  @Property({ type: 'integer', nullable: true, fieldName: 'seconds_to_visit' })
  secondsToVisit?: number | null;

  @Property({ type: 'boolean', fieldName: 'reply_kept' })
  replyKept!: boolean;

  @Property({ type: 'boolean', fieldName: 'contact_kept' })
  contactKept!: boolean;

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
