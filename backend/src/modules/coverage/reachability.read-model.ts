import { haversineMilesSql } from '../../common/geo/geo.js';

/**
 * The active physiotherapists' reach, as one array of circles (centre: their base district's centroid as
 * (latitude, longitude); radius: their travel radius in miles). An uncorrelated subquery: PostgreSQL runs it once per
 * statement (an InitPlan), however many districts the statement then tests against it. Written as a correlated join
 * instead, the planner re-joined physiotherapists to their districts for every district tested.
 */
const ACTIVE_REACH = `(select array_agg(circle(point(rb.latitude, rb.longitude), rp.travel_radius_miles))
    from physiotherapist rp join postcode_district rb on rb.district = rp.base_district where rp.active)`;

/**
 * Coverage that is true: a district is offered to families only when it is covered AND at least one active
 * physiotherapist reaches it (their base district's centroid within their travel radius of the district's centroid,
 * measured as matching measures it). Computed in the query, never stored: deactivating a physiotherapist or changing
 * a radius changes what is offered at once, with nothing to keep in step.
 *
 * The latitude test first is only a cheap filter (a degree of latitude is over 69 miles, so a physiotherapist
 * farther north or south than their radius cannot reach); the distance decides.
 */
export function reachableSql(district: string): string {
  const base = { lat: '(center(reach))[0]', lon: '(center(reach))[1]' };
  const here = { lat: `${district}.latitude`, lon: `${district}.longitude` };
  return `exists (
    select 1 from unnest(${ACTIVE_REACH}) as reach
    where abs(${base.lat} - ${here.lat}) * 69.0 <= radius(reach)
      and ${haversineMilesSql(base, here)} <= radius(reach))`;
}

/** How many active physiotherapists reach the district (by the same test as reachableSql), as an integer. */
export function reachingCountSql(district: string): string {
  const base = { lat: '(center(reach))[0]', lon: '(center(reach))[1]' };
  const here = { lat: `${district}.latitude`, lon: `${district}.longitude` };
  return `(select count(*)::int from unnest(${ACTIVE_REACH}) as reach
    where abs(${base.lat} - ${here.lat}) * 69.0 <= radius(reach)
      and ${haversineMilesSql(base, here)} <= radius(reach))`;
}

/** Covered and reachable: what the finder, the submission and the site's county list treat as "we cover you". */
export function offeredSql(district: string): string {
  return `(${district}.covered and ${reachableSql(district)})`;
}

/**
 * Every district some active physiotherapist reaches, as a CTE body (`with reached as (${reachedDistrictsSql()})`),
 * for statements that need the answer for all 2,867 districts at once (the dashboard's coverage list). Driven from
 * the physiotherapists: each one's latitude band is an index range scan on postcode_district (latitude), so the
 * distance is computed for the districts in that band only, not for every district against every physiotherapist.
 */
export function reachedDistrictsSql(): string {
  const base = { lat: 'rb.latitude', lon: 'rb.longitude' };
  const here = { lat: 'rd.latitude', lon: 'rd.longitude' };
  return `select distinct rd.district
    from physiotherapist rp
    join postcode_district rb on rb.district = rp.base_district
    join postcode_district rd
      on rd.latitude between rb.latitude - rp.travel_radius_miles / 69.0 and rb.latitude + rp.travel_radius_miles / 69.0
     and ${haversineMilesSql(base, here)} <= rp.travel_radius_miles
    where rp.active`;
}
