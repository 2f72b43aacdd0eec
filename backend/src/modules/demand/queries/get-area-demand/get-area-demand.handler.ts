import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DemandErrors } from '../../demand.errors.js';
import { rankDemand } from '../../rollup/demand-rollup.js';
import { GetAreaDemandQuery, type AreaDemandReport } from './get-area-demand.query.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Counts come from the daily roll-up; distinct people from the visitor keys (exact within 13 months;
// for older periods, when those keys have been deleted, the per-day distinct count is summed instead).
const BY_DISTRICT = `
with counts as (
  select district, min(area) as area, sum(searches)::int as searches, sum(waitlist_joins)::int as waitlist_joins,
         sum(people)::int as daily_people
  from demand_daily where day between ?::date and ?::date group by district
), people as (
  select district, count(distinct person_key)::int as people
  from demand_person where day between ?::date and ?::date group by district
)
select c.district, c.area, coalesce(d.covered, false) as covered, c.searches, c.waitlist_joins,
       coalesce(p.people, c.daily_people) as people
from counts c
left join people p on p.district = c.district
left join postcode_district d on d.district = c.district`;

const BY_AREA = `
with counts as (
  select area, count(distinct district)::int as districts, sum(searches)::int as searches,
         sum(waitlist_joins)::int as waitlist_joins, sum(people)::int as daily_people
  from demand_daily where day between ?::date and ?::date group by area
), people as (
  select d.area, count(distinct p.person_key)::int as people
  from demand_person p join demand_daily d using (district, condition, day)
  where p.day between ?::date and ?::date group by d.area
)
select c.area, c.districts, c.searches, c.waitlist_joins, coalesce(p.people, c.daily_people) as people
from counts c left join people p on p.area = c.area`;

@QueryHandler(GetAreaDemandQuery)
export class GetAreaDemandHandler implements IQueryHandler<GetAreaDemandQuery, AreaDemandReport> {
  constructor(private readonly em: EntityManager) {}

  async execute({ from, to, limit }: GetAreaDemandQuery): Promise<AreaDemandReport> {
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      throw DemandErrors.invalidPeriod('from and to must be dates such as 2026-11-01');
    }
    if (from > to) throw DemandErrors.invalidPeriod('from must not be after to');
    const conn = this.em;
    const params = [from, to, from, to];
    const [districts, areas] = await Promise.all([
      conn.execute<
        { district: string; area: string; covered: boolean; searches: number; waitlist_joins: number; people: number }[]
      >(BY_DISTRICT, params),
      conn.execute<{ area: string; districts: number; searches: number; waitlist_joins: number; people: number }[]>(
        BY_AREA,
        params,
      ),
    ]);
    return {
      from,
      to,
      districts: rankDemand(districts, (r) => r.district)
        .slice(0, limit)
        .map(({ rank, district, area, covered, searches, waitlist_joins, people }) => ({
          rank,
          district,
          area,
          covered,
          searches,
          waitlist_joins,
          people,
        })),
      areas: rankDemand(areas, (r) => r.area)
        .slice(0, limit)
        .map(({ rank, area, districts: n, searches, waitlist_joins, people }) => ({
          rank,
          area,
          districts: n,
          searches,
          waitlist_joins,
          people,
        })),
    };
  }
}
