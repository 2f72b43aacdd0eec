import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
import { CONDITION_LABELS, type Condition } from '../conditions.js';

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

/** The conditions as the report shows them, on screen and in its CSV ("unknown": the family did not say). */
export const DEMAND_CONDITION_LABELS: Record<DemandCondition, string> = { ...CONDITION_LABELS, unknown: 'Not given' };

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

export type OpsDemandRow = Static<typeof S.OpsDemandRowSchema>;

/** The period a report covers, as the server resolved it (Europe/London calendar days, inclusive). */
export interface DemandPeriodRange {
  period: DemandPeriod;
  from: string;
  to: string;
  days: number;
}

export type OpsDemandTrend = Static<typeof S.OpsDemandTrendSchema>;

export type OpsDemandMap = Static<typeof S.OpsDemandMapSchema>;

export type OpsDemandSupply = Static<typeof S.OpsDemandSupplySchema>;

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
