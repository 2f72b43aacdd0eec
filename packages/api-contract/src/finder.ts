import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/public.js';
import type { Condition } from './conditions.js';
import type { Urgency } from './urgency.js';

/**
 * `unconfirmed`: matched by the policy but holding nothing (no place reserved, no referral sent) until the family
 * confirms their email with the link we send; `matched_physiotherapist` is then the recommendation, or null when
 * no one has room. A request without an email stays unconfirmed: the family sees the recommendation.
 */
export const FINDER_REQUEST_STATUSES = ['pending', 'unconfirmed', 'matched', 'unmatched'] as const;
export type FinderRequestStatus = (typeof FINDER_REQUEST_STATUSES)[number];

/** Whether the family has confirmed their request, and if not, how they will (see FinderRequestView). */
export const FAMILY_CONFIRMATIONS = ['confirmed', 'awaiting_email', 'awaiting_call', 'no_contact'] as const;
export type FamilyConfirmation = (typeof FAMILY_CONFIRMATIONS)[number];

/** Who chose a matched physiotherapist: the matching rules, or a coordinator (within the rules or not). */
export const MATCH_SOURCES = ['matching', 'team', 'team_exception'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/** Longest contact name a family may give (characters). */
export const CONTACT_NAME_MAX_LENGTH = 100;

/** Longest additional information a family may write (characters). */
export const ADDITIONAL_INFO_MAX_LENGTH = 2000;

/** Body of POST /api/finder-requests (snake_case as the old site sent it). */
export interface SubmitFinderRequestBody {
  postcode: string;
  condition: Condition;
  urgency: Urgency;
  contact_name?: string;
  contact_email?: string;
  contact_phone?: string;
  additional_info?: string;
  /** Required (true) once any contact detail is given: it is health information about the parent. */
  consent?: boolean;
}

export type SubmitFinderRequestResponse = Static<typeof S.SubmitFinderRequestResponseSchema>;

export type PublicPhysiotherapist = Static<typeof S.PublicPhysiotherapistSchema>;

export type FinderRequestReferral = Static<typeof S.FinderRequestReferralSchema>;

export type FinderRequestView = Static<typeof S.FinderRequestViewSchema>;

export type ConfirmFinderRequestBody = Static<typeof S.ConfirmFinderRequestBodySchema>;

export type ConfirmFinderRequestResponse = Static<typeof S.ConfirmFinderRequestResponseSchema>;

export type CoverageCheckResponse = Static<typeof S.CoverageCheckResponseSchema>;

/**
 * A district's county as people say it: "Croydon, London" for a London borough (London alone says little), the
 * county itself elsewhere ("West Sussex").
 */
export function countyLabel(place: { county: string | null; local_authority: string | null }): string | null {
  const { county, local_authority: authority } = place;
  if (county === 'London' && authority && authority !== 'London') return `${authority}, London`;
  return county;
}

export type CoveredCounty = Static<typeof S.CoveredCountySchema>;

export type CoverageCountiesResponse = Static<typeof S.CoverageCountiesResponseSchema>;

/** GET /api/finder-requests/confirm as JSON. */
export type FinderConfirmationLinkView = Static<typeof S.FinderConfirmationLinkViewSchema>;
