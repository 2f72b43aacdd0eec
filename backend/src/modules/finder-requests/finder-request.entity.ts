import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import {
  CONDITIONS,
  FINDER_REQUEST_STATUSES,
  URGENCIES,
  type Condition,
  type FinderRequestStatus,
  type Urgency,
} from '@physio/api-contract';
import { ATTENTION_REASONS, CALL_OUTCOMES, type AttentionReason, type CallOutcome } from '@physio/api-contract';
import { emailSql, nameWordsSql, phoneDigitsSql } from '../../common/search/person-search.js';
import { FOLLOW_UPS, type FinderRequestFollowUp } from './finder-request-follow-up.js';

export interface ScoreBreakdown {
  total: number;
  specialty_fit: number;
  proximity: number;
  capacity: number;
  experience: number;
  distance_miles: number;
}

export interface AlternativeCandidate {
  physiotherapist_id: number;
  score: ScoreBreakdown;
}

/** One family's finder submission and, once the matching worker has run, its outcome. */
@Entity({ tableName: 'finder_request' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['matchedPhysiotherapistId'] })
// The coordinators' queue: requests nobody has followed up yet, urgent first, then oldest.
@Index({
  name: 'finder_request_queue_index',
  expression: `create index "finder_request_queue_index" on "finder_request" ((case urgency when 'urgent' then 0 when 'soon' then 1 else 2 end), created_at) where follow_up is null and (status in ('pending', 'unmatched') or (status = 'unconfirmed' and contact_email is null and contact_phone is not null and consent_given_at is not null))`,
})
// The coordinators' search box (requestSearchSql): email and phone as compared, words of the name, and a postcode
// or district. Partial: most requests carry no contact details.
@Index({
  name: 'finder_request_contact_email_search_index',
  expression: `create index "finder_request_contact_email_search_index" on "finder_request" ((${emailSql('contact_email')})) where contact_email is not null`,
})
@Index({
  name: 'finder_request_contact_phone_search_index',
  expression: `create index "finder_request_contact_phone_search_index" on "finder_request" ((${phoneDigitsSql('contact_phone')})) where contact_phone is not null`,
})
@Index({
  name: 'finder_request_contact_name_search_index',
  expression: `create index "finder_request_contact_name_search_index" on "finder_request" using gin (${nameWordsSql('contact_name')}) where contact_name is not null`,
})
@Index({ name: 'finder_request_district_postcode_index', properties: ['district', 'postcode'] })
// `= any (array[...])`, as PostgreSQL prints `in (...)` back: MikroORM compares check expressions as text.
@Check({
  name: 'finder_request_follow_up_check',
  expression: `follow_up is null or follow_up = any (array[${FOLLOW_UPS.map((value) => `'${value}'`).join(', ')}])`,
})
// Requests back in the queue because of a family's check-in answer, oldest first.
@Index({
  name: 'finder_request_attention_index',
  expression: `create index "finder_request_attention_index" on "finder_request" ("attention_since") where attention_reason is not null and follow_up is null`,
})
// A coordinator's requests ("Mine"), and the follow-up dates coming due.
@Index({
  name: 'finder_request_owner_index',
  expression: `create index "finder_request_owner_index" on "finder_request" ("owner_account_id") where owner_account_id is not null`,
})
@Index({
  name: 'finder_request_follow_up_on_index',
  expression: `create index "finder_request_follow_up_on_index" on "finder_request" ("follow_up_on") where follow_up_on is not null`,
})
@Check({
  name: 'finder_request_last_call_outcome_check',
  expression: `last_call_outcome is null or last_call_outcome = any (array[${CALL_OUTCOMES.map((value) => `'${value}'`).join(', ')}])`,
})
@Check({
  name: 'finder_request_attention_reason_check',
  expression: `attention_reason is null or attention_reason = any (array[${ATTENTION_REASONS.map((value) => `'${value}'`).join(', ')}])`,
})
export class FinderRequest {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Normalised full postcode (upper case, one space). */
  @Property({ type: 'text' })
  postcode!: string;

  @ManyToOne({
    entity: 'PostcodeDistrict',
    mapToPk: true,
    joinColumn: 'district',
    foreignKeyName: 'finder_request_district_fk',
    updateRule: 'no action',
    deleteRule: 'no action',
  })
  district!: string;

  @Enum({ items: [...CONDITIONS] })
  condition!: Condition;

  @Enum({ items: [...URGENCIES] })
  urgency!: Urgency;

  @Property({ type: 'text', nullable: true, fieldName: 'contact_name' })
  contactName?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'contact_email' })
  contactEmail?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'contact_phone' })
  contactPhone?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'additional_info' })
  additionalInfo?: string | null;

  /** When the family agreed to us holding the health information they gave. */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'consent_given_at' })
  consentGivenAt?: Date | null;

  /** When the family confirmed their email (the link we sent): only then is a place reserved and a referral sent. */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'contact_confirmed_at' })
  contactConfirmedAt?: Date | null;

  @Enum({ items: [...FINDER_REQUEST_STATUSES], default: 'pending' })
  status: FinderRequestStatus = 'pending';

  @ManyToOne({
    entity: 'Physiotherapist',
    mapToPk: true,
    nullable: true,
    joinColumn: 'matched_physiotherapist_id',
    foreignKeyName: 'finder_request_physiotherapist_fk',
    updateRule: 'no action',
    deleteRule: 'set null',
  })
  matchedPhysiotherapistId?: number | null;

  @Property({ type: 'jsonb', nullable: true, fieldName: 'match_score' })
  matchScore?: ScoreBreakdown | null;

  /** While `unconfirmed`: whom the policy would choose (nothing reserved); shown to the family. */
  @Property({ type: 'integer', nullable: true, fieldName: 'recommended_physiotherapist_id' })
  recommendedPhysiotherapistId?: number | null;

  /** The next two candidates, for coordinators who need to reassign. */
  @Property({ type: 'jsonb', nullable: true, fieldName: 'alternative_candidates' })
  alternativeCandidates?: AlternativeCandidate[] | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'matched_at' })
  matchedAt?: Date | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Coordinators' follow-up after matching: contacted, closed or cancelled; null while nobody has. */
  @Property({ type: 'text', nullable: true, fieldName: 'follow_up' })
  followUp?: FinderRequestFollowUp | null;

  /** Why it was cancelled (required then). */
  @Property({ type: 'text', nullable: true, fieldName: 'follow_up_reason' })
  followUpReason?: string | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'follow_up_at' })
  followUpAt?: Date | null;

  /** The coordinator who assigned the physiotherapist by hand; null for an automatic match. */
  @Property({ type: 'text', nullable: true, fieldName: 'assigned_by' })
  assignedBy?: string | null;

  /** Why a matched request is back in the coordinators' queue (a family's check-in answer); null otherwise. */
  @Property({ type: 'text', nullable: true, fieldName: 'attention_reason' })
  attentionReason?: AttentionReason | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'attention_since' })
  attentionSince?: Date | null;

  /** The coordinator who has taken the request ("assign to me"); null while nobody has. */
  @Property({ type: 'integer', nullable: true, fieldName: 'owner_account_id' })
  ownerAccountId?: number | null;

  /** Their name when they took it (as a note keeps its author's). */
  @Property({ type: 'text', nullable: true, fieldName: 'owner_name' })
  ownerName?: string | null;

  /** The London day the request comes back to the top of the queue; until then it is not "needing attention". */
  @Property({ type: 'date', nullable: true, fieldName: 'follow_up_on' })
  followUpOn?: string | null;

  /** The last call to the family a coordinator logged, and what came of it (each call is also a note). */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'last_called_at' })
  lastCalledAt?: Date | null;

  @Property({ type: 'text', nullable: true, fieldName: 'last_call_outcome' })
  lastCallOutcome?: CallOutcome | null;

  /** A coordinator's reason for assigning someone with no places left that week. */
  @Property({ type: 'text', nullable: true, fieldName: 'over_capacity_reason' })
  overCapacityReason?: string | null;
}
