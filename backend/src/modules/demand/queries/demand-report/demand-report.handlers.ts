import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsDemandMap, OpsDemandRow, OpsDemandSupply, OpsDemandTrend } from '@physio/api-contract';
import { NotFoundError } from '../../../../common/errors/domain-error.js';
import type { ListPage } from '../../../../common/simple-rest/index.js';
import { haversineMiles } from '../../../finder-requests/matching/geo.js';
import { weekStart } from '../../../finder-requests/matching/matching.service.js';
import { addDays, daysBetween, type DemandScope } from '../../ops/demand-scope.js';
import {
  GetDemandMapQuery,
  GetDemandReportQuery,
  GetDemandSupplyQuery,
  GetDemandTrendQuery,
} from './demand-report.queries.js';
import { demandReportSql, type DemandReportRow } from './demand-report.sql.js';

function toRow({ total: _total, ...row }: DemandReportRow): OpsDemandRow {
  return row;
}

function period(scope: DemandScope) {
  return { period: scope.period, from: scope.from, to: scope.to, days: scope.days };
}

async function reportRows(em: EntityManager, scope: DemandScope, limit?: number): Promise<DemandReportRow[]> {
  const { sql, params } = demandReportSql(scope);
  return em.execute<DemandReportRow[]>(
    limit === undefined ? sql : `${sql} limit ?`,
    limit === undefined ? params : [...params, limit],
  );
}

@QueryHandler(GetDemandReportQuery)
export class GetDemandReportHandler implements IQueryHandler<GetDemandReportQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, sort, offset, limit }: GetDemandReportQuery): Promise<ListPage<OpsDemandRow>> {
    const { sql, params } = demandReportSql(scope, sort);
    const rows = await this.em.execute<DemandReportRow[]>(`${sql} limit ? offset ?`, [...params, limit, offset]);
    // Past the last page no row carries the total: count again (rare).
    const total =
      rows[0]?.total ??
      (offset === 0
        ? 0
        : (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from (${sql}) r`, params))[0].n);
    return { rows: rows.map(toRow), total };
  }
}

/** Monday of the ISO week of a day. */
function isoMonday(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** ISO 8601 week label, e.g. 2026-W13 (the week's Thursday decides its year). */
function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(isoMonday(`${year}-01-04`), monday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

@QueryHandler(GetDemandTrendQuery)
export class GetDemandTrendHandler implements IQueryHandler<GetDemandTrendQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, top }: GetDemandTrendQuery): Promise<OpsDemandTrend> {
    const leaders = await reportRows(this.em, { ...scope, byCondition: false }, top);
    const weeks: OpsDemandTrend['weeks'] = [];
    for (let monday = isoMonday(scope.from); monday <= scope.to; monday = addDays(monday, 7)) {
      const first = monday < scope.from ? scope.from : monday;
      const last = addDays(monday, 6) > scope.to ? scope.to : addDays(monday, 6);
      weeks.push({ week: isoWeekLabel(monday), starts_on: monday, days: daysBetween(first, last) + 1 });
    }
    const names = leaders.map((row) => row.name);
    const figures = names.length
      ? await this.weekly(scope, names)
      : ([] as { name: string; week: string; searches: number; waitlist_joins: number; people: number }[]);
    const index = new Map(weeks.map((w, i) => [w.starts_on, i]));
    const series = leaders.map((row) => ({
      name: row.name,
      rank: row.rank,
      searches: weeks.map(() => 0),
      waitlist_joins: weeks.map(() => 0),
      people: weeks.map(() => 0),
    }));
    const byName = new Map(series.map((s) => [s.name, s]));
    for (const f of figures) {
      const s = byName.get(f.name);
      const i = index.get(f.week);
      if (!s || i === undefined) continue;
      s.searches[i] = f.searches;
      s.waitlist_joins[i] = f.waitlist_joins;
      s.people[i] = f.people;
    }
    return { ...period(scope), group: scope.group, weeks, series };
  }

  private weekly(scope: DemandScope, names: string[]) {
    const key = scope.group === 'area' ? 's.area' : 's.district';
    const where = [`d.day between ?::date and ?::date`, `${key} in (?)`];
    const params: unknown[] = [scope.from, scope.to, names];
    if (scope.area !== undefined) {
      where.push('s.area = ?');
      params.push(scope.area);
    }
    if (scope.covered !== undefined) {
      where.push('s.covered = ?');
      params.push(scope.covered);
    }
    if (scope.condition !== undefined) {
      where.push('d.condition = ?');
      params.push(scope.condition);
    }
    return this.em.execute<{ name: string; week: string; searches: number; waitlist_joins: number; people: number }[]>(
      `select ${key} as name, to_char(d.day - (extract(isodow from d.day)::int - 1), 'YYYY-MM-DD') as week,
              sum(d.searches)::int as searches, sum(d.waitlist_joins)::int as waitlist_joins, sum(d.people)::int as people
       from demand_daily d join postcode_district s using (district)
       where ${where.join(' and ')}
       group by 1, 2`,
      params,
    );
  }
}

interface DistrictPoint {
  district: string;
  area: string;
  latitude: number;
  longitude: number;
  covered: boolean;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

@QueryHandler(GetDemandMapQuery)
export class GetDemandMapHandler implements IQueryHandler<GetDemandMapQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope }: GetDemandMapQuery): Promise<OpsDemandMap> {
    const [rows, points] = await Promise.all([
      reportRows(this.em, { ...scope, group: 'district', byCondition: false }),
      this.em.execute<DistrictPoint[]>(
        'select district, area, latitude, longitude, covered from postcode_district order by district',
      ),
    ]);
    const at = new Map(points.map((p) => [p.district, p]));
    return {
      ...period(scope),
      districts: rows.flatMap((row) => {
        const p = at.get(row.name);
        return p
          ? [
              {
                district: row.name,
                area: row.area,
                latitude: round(p.latitude, 4),
                longitude: round(p.longitude, 4),
                covered: p.covered,
                searches: row.searches,
                people: row.people,
                waiting: row.waiting,
              },
            ]
          : [];
      }),
      background: points.map((p) => [round(p.latitude, 3), round(p.longitude, 3), p.covered ? 1 : 0]),
    };
  }
}

interface PhysioRow {
  id: number;
  name: string;
  base_district: string;
  travel_radius_miles: number;
  weekly_capacity: number;
  matched_this_week: number;
  latitude: number;
  longitude: number;
}

@QueryHandler(GetDemandSupplyQuery)
export class GetDemandSupplyHandler implements IQueryHandler<GetDemandSupplyQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, place, withNames, now }: GetDemandSupplyQuery): Promise<OpsDemandSupply> {
    const districts = await this.em.execute<DistrictPoint[]>(
      `select district, area, latitude, longitude, covered from postcode_district where ${place.kind} = ?`,
      [place.name],
    );
    if (!districts.length) throw new NotFoundError(`Postcode ${place.kind} ${place.name}`);
    const week = weekStart(now);
    const specialty = scope.condition !== undefined && scope.condition !== 'unknown' ? scope.condition : null;
    const [physios, report] = await Promise.all([
      // The physiotherapists list's "this week" load: physiotherapist_weekly_load of this week's Monday (UTC).
      this.em.execute<PhysioRow[]>(
        `select p.id, p.name, p.base_district, p.travel_radius_miles, p.weekly_capacity,
                coalesce(l.matched_count, 0)::int as matched_this_week, d.latitude, d.longitude
         from physiotherapist p
         join postcode_district d on d.district = p.base_district
         left join physiotherapist_weekly_load l on l.physiotherapist_id = p.id and l.week_start = ?::date
         where p.active ${specialty ? 'and ? = any(p.specialties)' : ''}`,
        specialty ? [week, specialty] : [week],
      ),
      reportRows(this.em, {
        ...scope,
        group: place.kind,
        byCondition: false,
        area: districts[0].area,
        covered: undefined,
      }),
    ]);
    const reaching = physios
      .map((p) => {
        // As matching measures it: base district centroid to the family's district centroid, within the radius.
        const distance = Math.min(...districts.map((d) => haversineMiles(p, d)));
        return { p, distance };
      })
      .filter(({ p, distance }) => distance <= p.travel_radius_miles)
      .sort((a, b) => a.distance - b.distance || a.p.id - b.p.id);
    const rows = reaching.map(({ p, distance }) => ({
      id: withNames ? p.id : null,
      name: withNames ? p.name : null,
      base_district: p.base_district,
      distance_miles: round(distance, 1),
      travel_radius_miles: p.travel_radius_miles,
      weekly_capacity: p.weekly_capacity,
      matched_this_week: p.matched_this_week,
      spare_places: Math.max(0, p.weekly_capacity - p.matched_this_week),
    }));
    const row = report.find((r) => r.name === place.name);
    const demand = {
      searches: row?.searches ?? 0,
      waitlist_joins: row?.waitlist_joins ?? 0,
      people: row?.people ?? 0,
      waiting: row?.waiting ?? 0,
    };
    const supply = {
      physiotherapists: rows.length,
      weekly_capacity: rows.reduce((n, r) => n + r.weekly_capacity, 0),
      matched_this_week: rows.reduce((n, r) => n + r.matched_this_week, 0),
      spare_places: rows.reduce((n, r) => n + r.spare_places, 0),
    };
    return {
      ...period(scope),
      place: {
        kind: place.kind,
        name: place.name,
        districts: districts.length,
        covered_districts: districts.filter((d) => d.covered).length,
      },
      demand,
      supply,
      week_start: week,
      shortfall: Math.max(0, demand.waiting - supply.spare_places),
      physiotherapists: rows,
    };
  }
}

export const DEMAND_REPORT_HANDLERS = [
  GetDemandReportHandler,
  GetDemandTrendHandler,
  GetDemandMapHandler,
  GetDemandSupplyHandler,
];
