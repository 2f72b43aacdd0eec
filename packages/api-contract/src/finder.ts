import type { Condition } from './conditions.js';
import type { Urgency } from './urgency.js';

export const FINDER_REQUEST_STATUSES = ['pending', 'matched', 'unmatched'] as const;
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

export interface CoverageCheckResponse {
  postcode: string;
  district: string;
  area: string;
  county: string | null;
  in_area: boolean;
}

/** A county we serve, with the postcode areas in it (GET /api/coverage/counties). */
export interface CoveredCounty {
  county: string;
  /** Postcode areas with at least one covered district, e.g. ['E', 'EC', 'N']. */
  areas: string[];
  district_count: number;
}

export interface CoverageCountiesResponse {
  counties: CoveredCounty[];
}
