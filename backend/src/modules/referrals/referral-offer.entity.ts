import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import {
  DECLINE_REASONS,
  REFERRAL_OFFER_STATUSES,
  type DeclineReason,
  type ReferralOfferStatus,
} from '@physio/api-contract';

/**
 * One referral offered to one physiotherapist (see referral-offer.repository.ts for its life). It holds a place in
 * the physiotherapist's week (`week_start`) until it is declined, lapses or is withdrawn.
 */
@Entity({ tableName: 'referral_offer' })
// At most one live offer per request: nothing can offer a family to two physiotherapists at once.
@Index({
  name: 'referral_offer_one_live_index',
  expression: `create unique index "referral_offer_one_live_index" on "referral_offer" ("finder_request_id") where status in ('open', 'accepted')`,
})
@Index({ name: 'referral_offer_request_index', properties: ['finderRequestId', 'offeredAt'] })
// The deadline check's scan: open offers by deadline.
@Index({
  name: 'referral_offer_due_index',
  expression: `create index "referral_offer_due_index" on "referral_offer" ("reply_by") where status = 'open'`,
})
@Index({ name: 'referral_offer_physiotherapist_index', properties: ['physiotherapistId', 'offeredAt'] })
// The family check-ins' scans: accepted offers whose contact deadline or first visit has come, not yet asked about.
@Index({
  name: 'referral_offer_contact_due_index',
  expression: `create index "referral_offer_contact_due_index" on "referral_offer" ("contact_by") where status = 'accepted' and contact_check_at is null`,
})
@Index({
  name: 'referral_offer_visit_due_index',
  expression: `create index "referral_offer_visit_due_index" on "referral_offer" ("first_visit_on") where status = 'accepted' and visit_check_at is null`,
})
export class ReferralOffer {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({
    entity: 'FinderRequest',
    mapToPk: true,
    joinColumn: 'finder_request_id',
    foreignKeyName: 'referral_offer_finder_request_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  finderRequestId!: string;

  @ManyToOne({
    entity: 'Physiotherapist',
    mapToPk: true,
    joinColumn: 'physiotherapist_id',
    foreignKeyName: 'referral_offer_physiotherapist_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  physiotherapistId!: number;

  /** The week whose place the offer holds (Monday). */
  @Property({ type: 'date', fieldName: 'week_start' })
  weekStart!: string;

  @Enum({ items: [...REFERRAL_OFFER_STATUSES], default: 'open' })
  status: ReferralOfferStatus = 'open';

  @Property({ type: 'timestamptz', fieldName: 'offered_at', defaultRaw: 'now()' })
  offeredAt: Date = new Date();

  /** The coordinator who offered it by hand; null when matching did. */
  @Property({ type: 'text', nullable: true, fieldName: 'offered_by' })
  offeredBy?: string | null;

  @Property({ type: 'timestamptz', fieldName: 'reply_by' })
  replyBy!: Date;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'answered_at' })
  answeredAt?: Date | null;

  @Enum({ items: [...DECLINE_REASONS], nullable: true, fieldName: 'decline_reason' })
  declineReason?: DeclineReason | null;

  @Property({ type: 'text', nullable: true, fieldName: 'decline_note' })
  declineNote?: string | null;

  /** Once accepted: the family should hear from the physiotherapist by then. */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'contact_by' })
  contactBy?: Date | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'first_call_at' })
  firstCallAt?: Date | null;

  @Property({ type: 'date', nullable: true, fieldName: 'first_visit_on' })
  firstVisitOn?: string | null;

  /** When the family was asked "Has <name> been in touch?" (at the contact deadline). */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'contact_check_at' })
  contactCheckAt?: Date | null;

  /** The family's answer: yes, or not yet (false); null while unanswered. */
  @Property({ type: 'boolean', nullable: true, fieldName: 'family_contacted' })
  familyContacted?: boolean | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'contact_answered_at' })
  contactAnsweredAt?: Date | null;

  /** When the family was asked "Did the first visit happen?" (the day after its date). */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'visit_check_at' })
  visitCheckAt?: Date | null;

  /** Yes: the parent is in care. No: back to the coordinators. Null while unanswered. */
  @Property({ type: 'boolean', nullable: true, fieldName: 'visit_happened' })
  visitHappened?: boolean | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'visit_answered_at' })
  visitAnsweredAt?: Date | null;
}
