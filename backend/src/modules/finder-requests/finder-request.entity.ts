import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Condition, FinderRequestStatus, Urgency } from '@physio/api-contract';

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

  @Property({ type: 'text', default: 'pending' })
  status: FinderRequestStatus = 'pending';

  @Property({ type: 'integer', nullable: true, fieldName: 'matched_physiotherapist_id' })
  matchedPhysiotherapistId?: number | null;

  @Property({ type: 'jsonb', nullable: true, fieldName: 'match_score' })
  matchScore?: ScoreBreakdown | null;

  /** The next two candidates, for coordinators who need to reassign. */
  @Property({ type: 'jsonb', nullable: true, fieldName: 'alternative_candidates' })
  alternativeCandidates?: AlternativeCandidate[] | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'matched_at' })
  matchedAt?: Date | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
