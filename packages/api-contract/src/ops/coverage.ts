/**
 * Resource `coverage`: every GB postcode district, whether we cover it, and whether a family there could be matched.
 * No personal data: analysts may read it too. Activation and deactivation are admin-only.
 *
 * A district is offered to families (the finder says "yes, we cover you") only when it is covered AND at least one
 * active physiotherapist's travel radius reaches it (`reachable`): the distance from the physiotherapist's base
 * district centroid to the district's centroid is within their radius.
 */
export interface OpsCoverageRow {
  /** The district code (`CB1`): react-admin's record id. */
  id: string;
  district: string;
  /** Postcode area, the letters that start the district (`CB`). */
  area: string;
  /**
   * The county the site shows it under, from its local authority (reference data from the ONS, never set by hand):
   * the ceremonial county in England, "London" for a London borough, the council area in Scotland and Wales.
   */
  county: string | null;
  /** The local authority (for London, the borough): `countyLabel` shows "Croydon, London". */
  local_authority: string;
  places: string;
  post_town: string;
  uk_region: string;
  covered: boolean;
  covered_since: string | null;
  /** At least one active physiotherapist's travel radius reaches the district's centroid. */
  reachable: boolean;
  /** covered and reachable: what the public finder answers. */
  offered: boolean;
  /** Waitlist entries there not yet told that we cover them. */
  waiting: number;
}

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

/** Answer of POST /api/ops/coverage/preview. */
export interface OpsCoveragePreview {
  action: CoverageAction;
  /** Every district the codes name, in district order. */
  districts: string[];
  /** The districts whose state would change (activation: not yet covered; deactivation: covered). */
  changing: string[];
  /** Already in the requested state: left alone. */
  unchanged: string[];
  /**
   * Activation only: districts that would change but that no active physiotherapist reaches. Activation is refused
   * while any are named; activate the others (`changing` minus these), or add a physiotherapist first.
   */
  unreachable: string[];
  /**
   * Activation: the waiting entries in the districts it may cover (`changing` minus `unreachable`), each emailed once.
   * Deactivation: always 0.
   */
  waitlist_to_email: number;
}

/** Answer of /activate and /deactivate. */
export interface OpsCoverageChangeResult {
  /** The coverage change written (its progress is GET /api/ops/coverage-changes/:id); null when nothing changed. */
  coverage_change_id: string | null;
  changed: string[];
  unchanged: string[];
}

/**
 * Resource `coverage-changes`: the history of activations and deactivations, newest first, with the waitlist
 * notification's progress for activations (deactivations email nobody: their totals are 0).
 */
export interface OpsCoverageChange {
  id: string;
  action: 'activated' | 'deactivated';
  districts: string[];
  created_at: string;
  /** Entries this activation is to email: those it has taken on, plus those still waiting in its districts. */
  waitlist_total: number;
  /** Emails accepted by the mail server. */
  waitlist_emailed: number;
  /** Emails that will not be sent (refused by the mail server, or the district was withdrawn meanwhile). */
  waitlist_not_sent: number;
  /** Every entry is emailed or given up on. */
  done: boolean;
}

export const COVERAGE_ERROR_CODES = {
  NO_CODES: 'COVERAGE.NO_CODES',
  UNKNOWN_CODES: 'COVERAGE.UNKNOWN_CODES',
  UNREACHABLE: 'COVERAGE.UNREACHABLE',
} as const;
