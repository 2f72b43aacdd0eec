import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemandCondition, DemandSortField } from '@physio/api-contract';
import type { SortOrder } from '../../common/simple-rest/index.js';
import { addDays, type DemandScope } from './ops/demand-scope.js';
import { waitlistWaitingByDistrictSql } from '../waitlist/waitlist-entry.repository.js';

/** A row of the report as SQL gives it (the contract's OpsDemandRow, before any renaming). */
export interface DemandReportRow {
  id: string;
  rank: number;
  name: string;
  area: string;
  district: string | null;
  condition: DemandCondition | null;
  places: string;
  covered_districts: number;
  districts: number;
  searches: number;
  waitlist_joins: number;
  people: number;
  waiting: number;
  total: number;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function firstOfNextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * The whole months inside a period, [start, end) as first days of months, or null when there are none. Those
 * months are read from the monthly totals; the days before and after them from demand_daily.
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const start = from === firstOfMonth(from) ? from : firstOfNextMonth(from);
  const end = firstOfNextMonth(to) === addDays(to, 1) ? addDays(to, 1) : firstOfMonth(to);
  return start < end ? { start, end } : null;
}

const SORT_COLUMNS: Record<DemandSortField, string> = {
  rank: 'rank',
  name: 'name collate "C"',
  condition: 'condition collate "C"',
  searches: 'searches',
  waitlist_joins: 'waitlist_joins',
  people: 'people',
  waiting: 'waiting',
};

/**
 * One statement for a demand report: every row of the scope with its rank (most people, then waitlist joins,
 * then searches, then name: rankDemand's order) and the number of rows. Figures are sums over the period's
 * days, so a row is the sum of its districts and conditions: `people` adds up each day's distinct people of
 * a district and condition (the visitor key changes daily by design, so a person cannot be followed across
 * days anyway). `waiting` counts waitlist entries not yet told of coverage, whenever they joined.
 *
 * Whole months come from monthly totals (demand_district_monthly, or demand_district_condition_monthly when the
 * report is split or filtered by condition) and only the days at the edges from demand_daily, which keeps a year by
 * district to a few tens of thousands of rows, and by district and condition to a few hundred thousand.
 */
export function demandReportSql(
  scope: DemandScope,
  sort: { field: string; order: SortOrder } = { field: 'rank', order: 'ASC' },
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const scopeWhere: string[] = [];
  if (scope.area !== undefined) {
    scopeWhere.push('area = ?');
    params.push(scope.area);
  }
  if (scope.covered !== undefined) {
    scopeWhere.push('covered = ?');
    params.push(scope.covered);
  }
  const scopeSql = `select district, area from postcode_district ${scopeWhere.length ? `where ${scopeWhere.join(' and ')}` : ''}`;

  const key = scope.group === 'area' ? 's.area' : 's.district';
  const split = scope.byCondition;
  const byCell = split || scope.condition !== undefined;
  const months = wholeMonths(scope.from, scope.to);
  const branches: string[] = [];
  // The condition filter and split, the same for the monthly and the daily rows.
  const conditionColumn = split ? 'condition' : 'null::text as condition';
  const conditionWhere = scope.condition !== undefined ? 'and condition = ?' : '';
  const conditionParams = scope.condition !== undefined ? [scope.condition] : [];

  if (months) {
    branches.push(`select ${key} as name, m.condition, m.searches, m.waitlist_joins, m.people, 0 as waiting
      from (select district, ${conditionColumn}, sum(searches) as searches, sum(waitlist_joins) as waitlist_joins,
                   sum(people) as people
            from ${byCell ? 'demand_district_condition_monthly' : 'demand_district_monthly'}
            where month >= ?::date and month < ?::date ${conditionWhere}
            group by 1, 2) m
      join scope s using (district)`);
    params.push(months.start, months.end, ...conditionParams);
  }
  const dayRanges: [string, string][] = months
    ? ([
        [scope.from, addDays(months.start, -1)],
        [months.end, scope.to],
      ].filter(([a, b]) => a <= b) as [string, string][])
    : [[scope.from, scope.to]];
  // One branch per range of days, not one `or` of ranges: each range is then an index-only scan of the covering index
  // on `day` (an `or` became a bitmap scan of the table's pages, whose rows for a day lie all over it).
  for (const [first, last] of dayRanges) {
    branches.push(`select ${key}, d.condition, d.searches, d.waitlist_joins, d.people, 0
      from (select district, ${conditionColumn}, sum(searches) as searches,
                   sum(waitlist_joins) as waitlist_joins, sum(people) as people
            from demand_daily
            where day between ?::date and ?::date ${conditionWhere}
            group by 1, 2) d
      join scope s using (district)`);
    params.push(first, last, ...conditionParams);
  }
  branches.push(`select ${key}, w.condition, 0, 0, 0, w.waiting
      from (${waitlistWaitingByDistrictSql(split, scope.condition !== undefined)}) w
      join scope s using (district)`);
  if (scope.condition !== undefined) params.push(scope.condition);

  const placeKey = scope.group === 'area' ? 'area' : 'district';
  // An area's post towns, each once: some districts' post town names two ("Norwich, Wymondham").
  const placesExpr =
    scope.group === 'area'
      ? `array_to_string(array(select distinct town from unnest(string_to_array(string_agg(post_town, ', '), ', ')) town
                               where town <> '' order by town), ', ')`
      : 'min(places)';
  const placesWhere = scope.area !== undefined ? 'where area = ?' : '';
  if (scope.area !== undefined) params.push(scope.area);

  const order = `${SORT_COLUMNS[sort.field as DemandSortField] ?? 'rank'} ${sort.order === 'DESC' ? 'desc' : 'asc'}`;
  // Each source is summed per district first (a few thousand rows), then joined to the scope and grouped.
  const sql = `
with scope as (${scopeSql}),
figures (name, condition, searches, waitlist_joins, people, waiting) as (
  ${branches.join('\n  union all\n  ')}
), totals as (
  select name, condition, sum(searches)::int as searches, sum(waitlist_joins)::int as waitlist_joins,
         sum(people)::int as people, sum(waiting)::int as waiting
  from figures group by name, condition
), places as (
  select ${placeKey} as name, min(area) as area, ${placesExpr} as places, count(*)::int as districts,
         (count(*) filter (where covered))::int as covered_districts
  from postcode_district ${placesWhere} group by ${placeKey}
), ranked as (
  select case when t.condition is null then t.name else t.name || '/' || t.condition end as id,
         row_number() over (order by t.people desc, t.waitlist_joins desc, t.searches desc,
                                     t.name collate "C", t.condition collate "C")::int as rank,
         t.name, p.area, ${scope.group === 'district' ? 't.name' : 'null::text'} as district, t.condition,
         p.places, p.covered_districts, p.districts, t.searches, t.waitlist_joins, t.people, t.waiting,
         count(*) over ()::int as total
  from totals t join places p using (name)
  where t.searches > 0 or t.waitlist_joins > 0 or t.people > 0 or t.waiting > 0
)
select * from ranked order by ${order}${sort.field === 'rank' ? '' : ', rank asc'}`;
  return { sql, params };
}

/** The report's rows for a scope (the first `limit`, when given), in rank order: the trend, map and supply start here. */
export async function reportRows(em: EntityManager, scope: DemandScope, limit?: number): Promise<DemandReportRow[]> {
  const { sql, params } = demandReportSql(scope);
  return em.execute<DemandReportRow[]>(
    limit === undefined ? sql : `${sql} limit ?`,
    limit === undefined ? params : [...params, limit],
  );
}

/** The period every answer about demand repeats. */
export function period(scope: DemandScope) {
  return { period: scope.period, from: scope.from, to: scope.to, days: scope.days };
}

/** A district's centroid and coverage, for the map and the supply beside demand. */
export interface DistrictPoint {
  district: string;
  area: string;
  latitude: number;
  longitude: number;
  covered: boolean;
}

export const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
