import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
/**
 * Resource `coverage`: every GB postcode district, whether we cover it, and whether a family there could be matched.
 * No personal data: analysts may read it too. Activation and deactivation are admin-only.
 *
 * A district is offered to families (the finder says "yes, we cover you") only when it is covered AND at least one
 * active physiotherapist's travel radius reaches it (`reachable`): the distance from the physiotherapist's base
 * district centroid to the district's centroid is within their radius.
 */
export type OpsCoverageRow = Static<typeof S.OpsCoverageRowSchema>;

/**
 * List filters: area (`CB`), county (exact, any case), covered, reachable, offered, q (district code or place/post
 * town contains), id (getMany). Sortable: district (default; CB1, CB2 … CB10), area, county, post_town,
 * covered_since, waiting.
 */
export interface OpsCoverageFilter {
  area?: string;
  county?: string;
  covered?: boolean;
  reachable?: boolean;
  offered?: boolean;
  q?: string;
  id?: string[];
}

export const COVERAGE_ACTIONS = ['activate', 'deactivate'] as const;
export type CoverageAction = (typeof COVERAGE_ACTIONS)[number];

/** Most codes one change may name (a whole area counts as one code). */
export const COVERAGE_MAX_CODES = 500;

/** POST /api/ops/coverage/activate and /deactivate (admins). */
export interface OpsCoverageChangeBody {
  /** Postcode districts (`CB1`) or whole areas (`NR`), any case; 1 to COVERAGE_MAX_CODES of them. */
  codes: string[];
}

/** POST /api/ops/coverage/preview (admins): what the change would do; changes nothing. */
export interface OpsCoveragePreviewBody extends OpsCoverageChangeBody {
  action: CoverageAction;
}

export type OpsCoveragePreview = Static<typeof S.OpsCoveragePreviewSchema>;

export type OpsCoverageChangeResult = Static<typeof S.OpsCoverageChangeResultSchema>;

export type OpsCoverageChange = Static<typeof S.OpsCoverageChangeSchema>;

export const COVERAGE_ERROR_CODES = {
  NO_CODES: 'COVERAGE.NO_CODES',
  UNKNOWN_CODES: 'COVERAGE.UNKNOWN_CODES',
  UNREACHABLE: 'COVERAGE.UNREACHABLE',
} as const;
