import type { Condition } from '../conditions.js';

export const DBS_LEVELS = ['basic', 'standard', 'enhanced'] as const;
export type DbsLevel = (typeof DBS_LEVELS)[number];

/** HCPC registration numbers of physiotherapists: PH and six digits. */
export const HCPC_NUMBER_PATTERN = /^PH\d{6}$/;

/** Resource `physiotherapists`. */
export interface OpsPhysiotherapist {
  id: number;
  name: string;
  hcpc_number: string;
  /** yyyy-mm-dd */
  hcpc_checked_on: string;
  dbs_level: DbsLevel;
  dbs_checked_on: string;
  specialties: Condition[];
  base_district: string;
  travel_radius_miles: number;
  areas: string[];
  qualifications: string[];
  bio: string;
  experience_years: number;
  weekly_capacity: number;
  accepts_urgent: boolean;
  languages: string[];
  session_price_min_gbp: number;
  session_price_max_gbp: number;
  profile_url: string | null;
  contact_email: string;
  active: boolean;
  /** Families matched this week (Monday, UTC) against weekly_capacity. */
  matched_this_week: number;
  /** All-time matches; a physiotherapist with any can be deactivated, not deleted. */
  match_count: number;
  hcpc_check_overdue: boolean;
  dbs_check_overdue: boolean;
  created_at: string;
  updated_at: string;
}

/** Body of POST and PUT; the derived fields above are ignored when sent back. */
export type OpsPhysiotherapistBody = Omit<
  OpsPhysiotherapist,
  'id' | 'matched_this_week' | 'match_count' | 'hcpc_check_overdue' | 'dbs_check_overdue' | 'created_at' | 'updated_at'
>;

/** List filters: q (name, HCPC number or email), specialty, base_area, active, hcpc_overdue, dbs_overdue, id. */
export interface OpsPhysiotherapistFilter {
  q?: string;
  specialty?: Condition;
  base_area?: string;
  active?: boolean;
  hcpc_overdue?: boolean;
  dbs_overdue?: boolean;
  id?: number[];
}

/** HCPC checks are renewed every 12 months, DBS every 3 years. */
export const HCPC_CHECK_MAX_AGE_MONTHS = 12;
export const DBS_CHECK_MAX_AGE_MONTHS = 36;

/**
 * Every field a create or an update writes, once for the API (its insert, update and the audit's list of changed
 * fields) and the dashboard (what it sends back of a record it read).
 */
export const OPS_PHYSIOTHERAPIST_BODY_FIELDS = [
  'name',
  'hcpc_number',
  'hcpc_checked_on',
  'dbs_level',
  'dbs_checked_on',
  'specialties',
  'base_district',
  'travel_radius_miles',
  'areas',
  'qualifications',
  'bio',
  'experience_years',
  'weekly_capacity',
  'accepts_urgent',
  'languages',
  'session_price_min_gbp',
  'session_price_max_gbp',
  'profile_url',
  'contact_email',
  'active',
] as const satisfies readonly (keyof OpsPhysiotherapistBody)[];
