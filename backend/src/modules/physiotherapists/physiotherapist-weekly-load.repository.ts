import type { SqlFragment } from '../../infra/outbox/outbox-insert.js';

export interface WeeklyPlace {
  physiotherapistId: number;
  /** Monday of the week, `YYYY-MM-DD`. */
  week: string;
  /** The physiotherapist's weekly capacity: a place is taken only while the week's count is below it. */
  capacity: number;
  /** A coordinator's decision to count the family even in a full week. */
  overCapacity?: boolean;
  /** A CTE of the same statement: a place is taken only if it has a row (e.g. the request is still pending). */
  onlyIfRowIn?: string;
}

/**
 * The one statement that counts a family in a physiotherapist's week (`physiotherapist_weekly_load`): an upsert
 * that adds the family only while the week has room (or when a coordinator assigns over capacity), so concurrent
 * matching runs and coordinators never overbook. It returns `physiotherapist_id` when a place was taken and no row
 * when the week is full. Usable alone or as a CTE (matching reserves and records the match in one statement).
 */
export function reserveWeeklyPlace(place: WeeklyPlace): SqlFragment {
  return {
    sql: `insert into physiotherapist_weekly_load as l (physiotherapist_id, week_start, matched_count)
select ?::int, ?::date, 1${place.onlyIfRowIn ? ` from ${place.onlyIfRowIn}` : ''}
on conflict (physiotherapist_id, week_start)
do update set matched_count = l.matched_count + 1 where ?::boolean or l.matched_count < ?
returning physiotherapist_id`,
    params: [place.physiotherapistId, place.week, place.overCapacity ?? false, place.capacity],
  };
}

/**
 * Gives back the places of ended offers (declined, lapsed, withdrawn): a CTE over `ended`, a CTE of the same
 * statement with `physiotherapist_id` and `week_start` per ended offer. Grouped first, as an update joins each
 * target row once: two offers of one week ending together give back two places.
 */
export function releaseWeeklyPlacesSql(ended: string): string {
  return `update physiotherapist_weekly_load l
set matched_count = greatest(l.matched_count - e.places, 0)
from (select physiotherapist_id, week_start, count(*)::int as places from ${ended} group by 1, 2) e
where l.physiotherapist_id = e.physiotherapist_id and l.week_start = e.week_start
returning l.physiotherapist_id`;
}
