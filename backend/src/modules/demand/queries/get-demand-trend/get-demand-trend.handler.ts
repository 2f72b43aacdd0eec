import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsDemandTrend } from '@physio/api-contract';
import { addDays, daysBetween, type DemandScope } from '../../ops/demand-scope.js';
import { period, reportRows } from '../../demand-report.read-model.js';
import { GetDemandTrendQuery } from './get-demand-trend.query.js';

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
    // The same leaders as the ranked rows: split by condition, a line is one area (or district) and condition.
    const leaders = await reportRows(this.em, scope, top);
    const weeks: OpsDemandTrend['weeks'] = [];
    for (let monday = isoMonday(scope.from); monday <= scope.to; monday = addDays(monday, 7)) {
      const first = monday < scope.from ? scope.from : monday;
      const last = addDays(monday, 6) > scope.to ? scope.to : addDays(monday, 6);
      weeks.push({ week: isoWeekLabel(monday), starts_on: monday, days: daysBetween(first, last) + 1 });
    }
    const names = [...new Set(leaders.map((row) => row.name))];
    const figures = names.length ? await this.weekly(scope, names) : [];
    const index = new Map(weeks.map((w, i) => [w.starts_on, i]));
    const lineKey = (name: string, condition: string | null) => `${name}/${condition ?? ''}`;
    const series = leaders.map((row) => ({
      name: row.name,
      condition: row.condition,
      rank: row.rank,
      searches: weeks.map(() => 0),
      waitlist_joins: weeks.map(() => 0),
      people: weeks.map(() => 0),
    }));
    const byLine = new Map(series.map((s) => [lineKey(s.name, s.condition), s]));
    for (const f of figures) {
      const s = byLine.get(lineKey(f.name, f.condition));
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
    const condition = scope.byCondition ? 'd.condition' : 'null::text';
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
    return this.em.execute<
      {
        name: string;
        condition: string | null;
        week: string;
        searches: number;
        waitlist_joins: number;
        people: number;
      }[]
    >(
      `select ${key} as name, ${condition} as condition,
              to_char(d.day - (extract(isodow from d.day)::int - 1), 'YYYY-MM-DD') as week,
              sum(d.searches)::int as searches, sum(d.waitlist_joins)::int as waitlist_joins, sum(d.people)::int as people
       from demand_daily d join postcode_district s using (district)
       where ${where.join(' and ')}
       group by 1, 2, 3`,
      params,
    );
  }
}
