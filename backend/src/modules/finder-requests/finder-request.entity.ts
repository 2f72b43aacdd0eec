import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Condition, FinderRequestStatus, Urgency } from '@physio/api-contract';
import type { FinderRequestFollowUp } from './finder-request-follow-up.js';

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
export class FinderRequest {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Normalised full postcode (upper case, one space). */
  @Property({ type: 'text' })
  postcode!: string;

  @Property({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  condition!: Condition;

  @Property({ type: 'text' })
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

  @Property({ type: 'text', default: 'pending' })
  status: FinderRequestStatus = 'pending';

  @Property({ type: 'integer', nullable: true, fieldName: 'matched_physiotherapist_id' })
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

  /** A coordinator's reason for assigning someone with no places left that week. */
  @Property({ type: 'text', nullable: true, fieldName: 'over_capacity_reason' })
  overCapacityReason?: string | null;
}
