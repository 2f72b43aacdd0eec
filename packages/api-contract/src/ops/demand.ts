import type { Condition } from '../conditions.js';

/**
 * The demand report (/api/ops/demand, roles analyst, coordinator and admin): out-of-area demand for a period,
 * by postcode area or district, optionally split by condition. Counts only: no person's details anywhere.
 */

/** Presets of the period picker: Europe/London calendar days ending today (12m: the same day a year ago + 1). */
export const DEMAND_PERIODS = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type DemandPeriod = (typeof DEMAND_PERIODS)[number];

export const DEMAND_PERIOD_LABELS: Record<DemandPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  custom: 'Chosen dates',
};

export const DEMAND_GROUPS = ['area', 'district'] as const;
export type DemandGroup = (typeof DEMAND_GROUPS)[number];

/** Conditions as demand records them: a search without one is counted as `unknown`. */
export const DEMAND_CONDITIONS = [
  'stroke-recovery',
  'falls-prevention',
  'neurological',
  'post-operative',
  'respiratory',
  'musculoskeletal',
  'elderly-rehab',
  'hospital-discharge',
  'unknown',
] as const satisfies readonly (Condition | 'unknown')[];
export type DemandCondition = (typeof DEMAND_CONDITIONS)[number];

/** Longest period one report may cover, in days (about three years). */
export const DEMAND_MAX_PERIOD_DAYS = 1100;

/**
 * The `filter` of every demand endpoint (JSON, as react-admin sends it). `period` defaults to 30d; `from` and
 * `to` (yyyy-mm-dd, inclusive) only with `period: "custom"`. `area`, `covered` and `condition` narrow the
 * districts counted; `covered` is the district's coverage now.
 */
export interface OpsDemandFilter {
  period?: DemandPeriod;
  from?: string;
  to?: string;
  group?: DemandGroup;
  by_condition?: boolean;
  area?: string;
  covered?: boolean;
  condition?: DemandCondition;
}

/** Sortable fields of the demand list; `rank` is the report's own order (people, then joins, then searches). */
export const DEMAND_SORTABLE = [
  'rank',
  'name',
  'condition',
  'searches',
  'waitlist_joins',
  'people',
  'waiting',
] as const;
export type DemandSortField = (typeof DEMAND_SORTABLE)[number];

/** One row of GET /api/ops/demand (a JSON array with Content-Range, react-admin's simple-rest list). */
export interface OpsDemandRow {
  /** The area or district, with `/<condition>` when split by condition: e.g. "NR", "NR1/stroke-recovery". */
  id: string;
  /** 1 = most demand in the report (most people, then waitlist joins, then searches, then name). */
  rank: number;
  /** The area ("NR") or district ("NR1") the row counts. */
  name: string;
  area: string;
  /** Null when grouped by area. */
  district: string | null;
  /** Null unless split by condition. */
  condition: DemandCondition | null;
  /** Place names of the district, or the post towns of the area. */
  places: string;
  /** Districts of the row that we cover now, of all its districts. */
  covered_districts: number;
  districts: number;
  /** Out-of-area searches in the period. */
  searches: number;
  /** Waitlist joins in the period. */
  waitlist_joins: number;
  /** Distinct people (browsers) who searched or joined in the period. */
  people: number;
  /** Waitlist entries there now that have not been told of coverage yet (whenever they joined). */
  waiting: number;
}

/** The period a report covers, as the server resolved it (Europe/London calendar days, inclusive). */
export interface DemandPeriodRange {
  period: DemandPeriod;
  from: string;
  to: string;
  days: number;
}

/** GET /api/ops/demand/trend?filter=…&top=5: weekly figures of the top areas (or districts) of the period. */
export interface OpsDemandTrend extends DemandPeriodRange {
  group: DemandGroup;
  /** ISO weeks (Monday to Sunday) touching the period; `days` counts only the days inside it. */
  weeks: { week: string; starts_on: string; days: number }[];
  series: {
    name: string;
    rank: number;
    /** One value per week, in the order of `weeks`. */
    searches: number[];
    waitlist_joins: number[];
    people: number[];
  }[];
}

/** GET /api/ops/demand/map?filter=…: every district with demand or people waiting, at its centroid. */
export interface OpsDemandMap extends DemandPeriodRange {
  districts: {
    district: string;
    area: string;
    latitude: number;
    longitude: number;
    covered: boolean;
    searches: number;
    people: number;
    waiting: number;
  }[];
  /** Every GB district centroid as [latitude, longitude, covered 1 | 0], to draw the country and our coverage. */
  background: [number, number, 0 | 1][];
}

/**
 * GET /api/ops/demand/supply?filter=…&area=NR (or &district=NR1): the active physiotherapists whose travel
 * radius reaches the place (great-circle distance from their base district's centroid to one of its district
 * centroids, as matching measures it), and their spare places this week beside the demand there.
 */
export interface OpsDemandSupply extends DemandPeriodRange {
  place: { kind: DemandGroup; name: string; districts: number; covered_districts: number };
  demand: { searches: number; waitlist_joins: number; people: number; waiting: number };
  supply: { physiotherapists: number; weekly_capacity: number; matched_this_week: number; spare_places: number };
  /** Monday (UTC) of the week whose load counts, as the physiotherapists list counts it. */
  week_start: string;
  /** People waiting now beyond this week's spare places (0 when supply covers them). */
  shortfall: number;
  /**
   * One row per physiotherapist, nearest first. `id` and `name` are null for analysts: they see counts and
   * capacity, not who.
   */
  physiotherapists: {
    id: number | null;
    name: string | null;
    base_district: string;
    distance_miles: number;
    travel_radius_miles: number;
    weekly_capacity: number;
    matched_this_week: number;
    spare_places: number;
  }[];
}

/** Columns of the CSV export, in order (the table's, with the period first). */
export const DEMAND_CSV_COLUMNS = [
  'from',
  'to',
  'rank',
  'area',
  'district',
  'condition',
  'places',
  'covered_districts',
  'districts',
  'searches',
  'waitlist_joins',
  'people',
  'waiting',
] as const;
