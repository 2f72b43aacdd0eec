import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
import type * as R from '../schemas/referrals.js';
import type { Condition } from '../conditions.js';

export const DBS_LEVELS = ['basic', 'standard', 'enhanced'] as const;
export type DbsLevel = (typeof DBS_LEVELS)[number];

/** HCPC registration numbers of physiotherapists: PH and six digits. */
export const HCPC_NUMBER_PATTERN = /^PH\d{6}$/;

/** DBS certificate numbers: the 12 digits printed on the certificate. */
export const DBS_CERTIFICATE_NUMBER_PATTERN = /^\d{12}$/;

export type OpsPhysiotherapist = Static<typeof S.OpsPhysiotherapistSchema>;

/** Body of POST and PUT; the derived fields above are ignored when sent back. */
export type OpsPhysiotherapistBody = Omit<
  OpsPhysiotherapist,
  | 'id'
  | 'matched_this_week'
  | 'match_count'
  | 'hcpc_check_overdue'
  | 'dbs_check_overdue'
  | 'offers_paused_until'
  | 'created_at'
  | 'updated_at'
>;

/**
 * What POST and PUT take: the record, and `outside_coverage_confirmed` when the coordinator confirmed a base district
 * we do not cover (without it such a district, new or changed, is refused with 409 PHYSIOTHERAPIST.OUTSIDE_COVERAGE).
 */
export type OpsPhysiotherapistSave = OpsPhysiotherapistBody & { outside_coverage_confirmed?: boolean };

/** Longest pause of new offers a coordinator may set (days from today). */
export const OFFERS_PAUSE_MAX_DAYS = 365;

/**
 * POST /api/ops/physiotherapists/:id/pause: no new offers up to and including `until` (yyyy-mm-dd, from today to
 * OFFERS_PAUSE_MAX_DAYS ahead), or null to resume offers now. Offers already made stand.
 */
export type OpsPauseOffersBody = Static<typeof R.OpsPauseOffersBodySchema>;

/**
 * The list's `checks_due` filter: anyone with an HCPC or DBS check overdue, or overdue or coming due within the next 30
 * or 60 days (UK calendar), so renewals are asked for before a physiotherapist must be paused.
 */
export const CHECKS_DUE_FILTERS = ['overdue', 'within-30-days', 'within-60-days'] as const;
export type ChecksDueFilter = (typeof CHECKS_DUE_FILTERS)[number];
export const CHECKS_DUE_LABELS: Record<ChecksDueFilter, string> = {
  overdue: 'Overdue',
  'within-30-days': 'Overdue or due within 30 days',
  'within-60-days': 'Overdue or due within 60 days',
};

/**
 * List filters: q (name, HCPC number or email), specialty, base_area, active, hcpc_overdue, dbs_overdue, checks_due,
 * id.
 */
export interface OpsPhysiotherapistFilter {
  q?: string;
  specialty?: Condition;
  base_area?: string;
  active?: boolean;
  hcpc_overdue?: boolean;
  dbs_overdue?: boolean;
  checks_due?: ChecksDueFilter;
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
  'dbs_certificate_number',
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
