import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemandCondition, DemandSortField } from '@physio/api-contract';
import type { SortOrder } from '../../common/simple-rest/index.js';
import { addDays, wholeMonths } from '../../common/calendar/calendar-days.js';
import type { DemandScope } from './ops/demand-scope.js';
import { waitlistWaitingByDistrictSql } from '../waitlist/waitlist-entry.repository.js';
import { keepFrozenDemand } from './demand.repository.js';

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

const SORT_COLUMNS: Record<DemandSortField, string> = {
  rank: 'rank',
  name: 'name collate "C"',
  condition: 'condition collate "C"',
  searches: 'searches',
  waitlist_joins: 'waitlist_joins',
  people: 'people',
  waiting: 'waiting',
};

/** Rank order (most people, then waitlist joins, then searches, then name: rankDemand's order), or its reverse. */
function rankOrder(order: SortOrder): string {
  const [down, up] = order === 'DESC' ? ['asc', 'desc'] : ['desc', 'asc'];
  return `t.people ${down}, t.waitlist_joins ${down}, t.searches ${down}, t.name collate "C" ${up}, t.condition collate "C" ${up}`;
}

export interface DemandReportOptions {
  /**
   * The last day whose totals are kept (keepFrozenDemand, demand.repository.ts): days up to it are read from
   * demand_frozen_cell, the rest live. Without it, every day is summed from the monthly and daily totals.
   */
  frozenThrough?: string | null;
  /** Only these rows (in the sort's order); with the rank order, only they are ranked, the rest only counted. */
  page?: { limit: number; offset: number };
}

/**
 * One statement for a demand report: the rows of the scope with their rank (most people, then waitlist joins,
 * then searches, then name: rankDemand's order) and the number of rows. Figures are sums over the period's
 * days, so a row is the sum of its districts and conditions: `people` adds up each day's distinct people of
 * a district and condition (the visitor key changes daily by design, so a person cannot be followed across
 * days anyway). `waiting` counts waitlist entries not yet told of coverage, whenever they joined.
 *
 * The days before today come from the totals kept for the period (demand_frozen_cell) when the caller kept them;
 * otherwise, and for today, whole months come from monthly totals (demand_district_monthly, or
 * demand_district_condition_monthly when the report is split or filtered by condition) and only the days at the
 * edges from demand_daily.
 */
export function demandReportSql(
  scope: DemandScope,
  sort: { field: string; order: SortOrder } = { field: 'rank', order: 'ASC' },
  options: DemandReportOptions = {},
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
  const branches: string[] = [];
  // The condition filter and split, the same for every source.
  const conditionColumn = split ? 'condition' : 'null::text as condition';
  const conditionWhere = scope.condition !== undefined ? 'and condition = ?' : '';
  const conditionParams = scope.condition !== undefined ? [scope.condition] : [];
  const sums = 'sum(searches), sum(waitlist_joins), sum(people), 0';

  /** The days [first, last] from the monthly totals and demand_daily; `gate` (SQL and its parameters) must hold. */
  const summed = (first: string, last: string, gate?: { sql: string; params: unknown[] }) => {
    const months = wholeMonths(first, last);
    const gateSql = gate ? `and ${gate.sql}` : '';
    if (months) {
      branches.push(`select district, ${conditionColumn}, ${sums}
        from ${byCell ? 'demand_district_condition_monthly' : 'demand_district_monthly'}
        where month >= ?::date and month < ?::date ${conditionWhere} ${gateSql}
        group by 1, 2`);
      params.push(months.start, months.end, ...conditionParams, ...(gate?.params ?? []));
    }
    const dayRanges: [string, string][] = months
      ? ([
          [first, addDays(months.start, -1)],
          [months.end, last],
        ].filter(([a, b]) => a <= b) as [string, string][])
      : [[first, last]];
    // One branch per range of days, not one `or` of ranges: each range is then an index-only scan of the covering
    // index on `day` (an `or` became a bitmap scan of the table's pages, whose rows for a day lie all over it).
    for (const [a, b] of dayRanges) {
      branches.push(`select district, ${conditionColumn}, ${sums}
        from demand_daily
        where day between ?::date and ?::date ${conditionWhere} ${gateSql}
        group by 1, 2`);
      params.push(a, b, ...conditionParams, ...(gate?.params ?? []));
    }
  };

  const frozen = options.frozenThrough && options.frozenThrough >= scope.from ? options.frozenThrough : null;
  if (frozen) {
    const period = 'select id from demand_frozen_period where from_day = ?::date and to_day = ?::date';
    // Kept per district and condition: summed again only when the conditions are not split.
    branches.push(
      split
        ? `select district, condition, searches, waitlist_joins, people, 0
        from demand_frozen_cell
        where period_id = (${period}) ${conditionWhere}`
        : `select district, ${conditionColumn}, ${sums}
        from demand_frozen_cell
        where period_id = (${period}) ${conditionWhere}
        group by 1, 2`,
    );
    params.push(scope.from, frozen, ...conditionParams);
    // The kept totals may be deleted (a row of their days changed) after the caller kept them: this statement then
    // sums the same days itself. A scalar subquery, so that it is decided once, before any of those rows is read.
    summed(scope.from, frozen, { sql: `(select count(*) from (${period}) kept) = 0`, params: [scope.from, frozen] });
    if (frozen < scope.to) summed(addDays(frozen, 1), scope.to);
  } else {
    summed(scope.from, scope.to);
  }
  branches.push(`select district, condition, 0, 0, 0, waiting
      from (${waitlistWaitingByDistrictSql(split, scope.condition !== undefined)}) w`);
  if (scope.condition !== undefined) params.push(scope.condition);

  const placeKey = scope.group === 'area' ? 'area' : 'district';
  // An area's post towns, each once: some districts' post town names two ("Norwich, Wymondham").
  const placesExpr =
    scope.group === 'area'
      ? `array_to_string(array(select distinct town from unnest(string_to_array(string_agg(post_town, ', '), ', ')) town
                               where town <> '' order by town), ', ')`
      : 'min(places)';
  const pageOnly = sort.field === 'rank' && options.page !== undefined;
  const placesWhere = [
    ...(scope.area !== undefined ? ['area = ?'] : []),
    ...(pageOnly ? [`${placeKey} in (select name from page)`] : []),
  ];
  const placesParams = scope.area !== undefined ? [scope.area] : [];

  // Each source is summed per district first, then joined to the scope and grouped (byte order: sorting by the
  // locale's rules cost a fifth of the statement, and every order below names its collation).
  const head = `
with scope as (${scopeSql}),
figures (district, condition, searches, waitlist_joins, people, waiting) as (
  ${branches.join('\n  union all\n  ')}
), totals as materialized (
  select ${key} collate "C" as name, f.condition collate "C" as condition, sum(f.searches)::int as searches, sum(f.waitlist_joins)::int as waitlist_joins,
         sum(f.people)::int as people, sum(f.waiting)::int as waiting
  from figures f join scope s using (district)
  group by 1, 2
  having sum(f.searches) > 0 or sum(f.waitlist_joins) > 0 or sum(f.people) > 0 or sum(f.waiting) > 0
)`;
  const places = `places as (
  select ${placeKey} as name, min(area) as area, ${placesExpr} as places, count(*)::int as districts,
         (count(*) filter (where covered))::int as covered_districts
  from postcode_district ${placesWhere.length ? `where ${placesWhere.join(' and ')}` : ''} group by ${placeKey}
)`;
  const columns = `case when t.condition is null then t.name else t.name || '/' || t.condition end as id,
         t.name, p.area, ${scope.group === 'district' ? 't.name' : 'null::text'} as district, t.condition,
         p.places, p.covered_districts, p.districts, t.searches, t.waitlist_joins, t.people, t.waiting`;

  if (pageOnly) {
    // Only the page is ordered and ranked (a top-N sort), the other rows only counted: ranking every row of a year
    // by district and condition (some 26,000) was a third of the statement.
    const { limit, offset } = options.page!;
    params.push(limit, offset, ...placesParams);
    const rank =
      sort.order === 'DESC' ? `(c.n - ${Number(offset)} - t.position + 1)` : `(${Number(offset)} + t.position)`;
    const sql = `${head}, page as (
  select t.* from totals t order by ${rankOrder(sort.order)} limit ? offset ?
), ${places}, counted as (select count(*)::int as n from totals)
select ${columns}, ${rank}::int as rank, c.n as total
from (select t.*, row_number() over (order by ${rankOrder(sort.order)}) as position from page t) t
join places p using (name) cross join counted c
order by t.position`;
    return { sql, params };
  }
  const order = `${SORT_COLUMNS[sort.field as DemandSortField] ?? 'rank'} ${sort.order === 'DESC' ? 'desc' : 'asc'}`;
  const page = options.page ? ' limit ? offset ?' : '';
  params.push(...placesParams);
  if (options.page) params.push(options.page.limit, options.page.offset);
  const sql = `${head}, ${places}, ranked as (
  select ${columns}, row_number() over (order by ${rankOrder('ASC')})::int as rank, count(*) over ()::int as total
  from totals t join places p using (name)
)
select * from ranked order by ${order}${sort.field === 'rank' ? '' : ', rank asc'}${page}`;
  return { sql, params };
}

/** Keeps the totals of the scope's days before today (when it has some) and builds its statement over them. */
export async function demandReportStatement(
  em: EntityManager,
  scope: DemandScope,
  sort: { field: string; order: SortOrder } = { field: 'rank', order: 'ASC' },
  page?: { limit: number; offset: number },
): Promise<{ sql: string; params: unknown[]; frozenThrough: string | null }> {
  const frozenThrough = await keepFrozenDemand(em, scope.from, scope.to);
  return { ...demandReportSql(scope, sort, { frozenThrough, page }), frozenThrough };
}

/** The report's rows for a scope (the first `limit`, when given), in rank order: the trend, map and supply start here. */
export async function reportRows(em: EntityManager, scope: DemandScope, limit?: number): Promise<DemandReportRow[]> {
  const { sql, params } = await demandReportStatement(
    em,
    scope,
    undefined,
    limit === undefined ? undefined : { limit, offset: 0 },
  );
  return em.execute<DemandReportRow[]>(sql, params);
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
