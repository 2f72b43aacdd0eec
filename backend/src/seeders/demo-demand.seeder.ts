import type { EntityManager } from '@mikro-orm/postgresql';
import { CONDITIONS } from '@physio/api-contract';

/** Areas next to where we work, where a demo's families search most. */
const NEAR_AREAS = ['ME', 'DA', 'BR', 'BN', 'TN', 'CT', 'EN', 'HA', 'UB', 'WD', 'AL', 'SG', 'LU', 'RG', 'OX', 'CB'];

/**
 * A year of made-up out-of-area demand for a local demo (`npm start`), so that the dashboard's Demand page has
 * something to show: counts only, no person behind them. Deterministic (hashed, not random), growing through the
 * year, heavier next to the covered areas. Runs only on a database whose demand table is empty; never in
 * production (the caller refuses).
 */
export async function seedDemoDemand(em: EntityManager): Promise<string> {
  const knex = em.getKnex();
  const [{ existing }] = await knex('demand_daily').select(knex.raw('count(*)::int as existing'));
  if (existing > 0) return 'demo demand: the demand table already has figures, left as they are';
  const inserted = await em.execute<{ n: number }[]>(
    `with candidates as (
       select d.district, d.area, c.condition, g.day::date as day,
              abs(hashtext(d.district || '/' || c.condition || '/' || g.day::date::text)) as h,
              (case when d.area in (?) then 40 else 3 end)
                * (0.4 + (g.day::date - (current_date - 364)) / 364.0) as per_thousand
       from postcode_district d
       cross join unnest(array[?]::text[]) as c(condition)
       cross join generate_series(current_date - 364, current_date, interval '1 day') as g(day)
       -- next to us, and one district in four further away
       where not d.covered and (d.area in (?) or abs(hashtext(d.district)) % 4 = 0)
     ), chosen as (
       insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people)
       select district, condition, day, area, 1 + h % 3, case when h % 5 = 0 then 1 else 0 end,
              least(1 + h % 3, 1 + h % 2)
       from candidates
       where h % 1000 < per_thousand
       returning 1
     )
     select count(*)::int as n from chosen`,
    [NEAR_AREAS, [...CONDITIONS, 'unknown'], NEAR_AREAS],
  );
  return `demo demand: ${inserted[0].n} district-days of out-of-area searches over the last year`;
}
