import type { Condition } from './conditions.js';
import type { Urgency } from './urgency.js';

/**
 * `unconfirmed`: matched by the policy but holding nothing (no place reserved, no referral sent) until the family
 * confirms their email with the link we send; `matched_physiotherapist` is then the recommendation, or null when
 * no one has room. A request without an email stays unconfirmed: the family sees the recommendation.
 */
export const FINDER_REQUEST_STATUSES = ['pending', 'unconfirmed', 'matched', 'unmatched'] as const;
export type FinderRequestStatus = (typeof FINDER_REQUEST_STATUSES)[number];

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

export interface SubmitFinderRequestResponse {
  id: string;
  status: 'pending';
}

/** What a family may see of the physiotherapist they were matched with. */
export interface PublicPhysiotherapist {
  name: string;
  specialties: Condition[];
  bio: string;
  experience_years: number;
  areas: string[];
  qualifications: string[];
  profile_url: string | null;
  hcpc_number: string;
  hcpc_checked_on: string;
}

export interface FinderRequestView {
  id: string;
  postcode: string;
  condition: Condition;
  urgency: Urgency;
  status: FinderRequestStatus;
  created_at: string;
  matched_physiotherapist: PublicPhysiotherapist | null;
}

/** POST /api/finder-requests/confirm: the token from the link in the confirmation email. */
export interface ConfirmFinderRequestBody {
  token: string;
}

/**
 * `confirmed`: a place is being reserved and the physiotherapist will get the referral (or, with no one free, a
 * coordinator the request); `already_confirmed`: a repeat; `expired`: the link is too old, search again.
 */
export interface ConfirmFinderRequestResponse {
  status: 'confirmed' | 'already_confirmed' | 'expired';
  id: string;
  message: string;
}

export interface CoverageCheckResponse {
  postcode: string;
  district: string;
  area: string;
  /** The district's county (ONS reference data): ceremonial county, "London", or a Scottish or Welsh council area. */
  county: string | null;
  /** Its local authority (a London borough for London); null for a district we do not know. */
  local_authority: string | null;
  in_area: boolean;
}

/**
 * A district's county as people say it: "Croydon, London" for a London borough (London alone says little), the
 * county itself elsewhere ("West Sussex").
 */
export function countyLabel(place: { county: string | null; local_authority: string | null }): string | null {
  const { county, local_authority: authority } = place;
  if (county === 'London' && authority && authority !== 'London') return `${authority}, London`;
  return county;
}

/** A county we serve, with the postcode areas in it (GET /api/coverage/counties). */
export interface CoveredCounty {
  county: string;
  /** Postcode areas with at least one offered district, e.g. ['E', 'EC', 'N']. */
  areas: string[];
  /**
   * The local authorities (for London, the boroughs) with at least one offered district, alphabetically, e.g.
   * ['Camden', 'Croydon']; a name that is the county's own (the CSV's "London") is left out.
   */
  local_authorities: string[];
  district_count: number;
}

export interface CoverageCountiesResponse {
  counties: CoveredCounty[];
}
