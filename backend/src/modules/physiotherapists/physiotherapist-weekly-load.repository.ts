import type { EntityManager } from '@mikro-orm/postgresql';
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
 * target row once: two offers of one week ending together give back two places. The rows are locked in key order
 * first (as lockWeeklyLoads does), so a burst of lapses and a batch of matches never deadlock over two weeks.
 */
export function releaseWeeklyPlacesSql(ended: string): string {
  return `update physiotherapist_weekly_load l
set matched_count = greatest(l.matched_count - e.places, 0)
from (
  select k.physiotherapist_id, k.week_start, e.places
  from (select physiotherapist_id, week_start, count(*)::int as places from ${ended} group by 1, 2) e
  join physiotherapist_weekly_load k on k.physiotherapist_id = e.physiotherapist_id and k.week_start = e.week_start
  order by k.physiotherapist_id, k.week_start
  for update of k
) e
where l.physiotherapist_id = e.physiotherapist_id and l.week_start = e.week_start
returning l.physiotherapist_id`;
}

/** One physiotherapist's week, and how many families it counts. */
export interface WeeklyLoad {
  physiotherapistId: number;
  /** Monday of the week, `YYYY-MM-DD`. */
  week: string;
  matchedCount: number;
}

/**
 * Locks the load rows of these weeks for the caller's transaction, creating the missing ones at 0, and returns their
 * counts: for matching many requests at once, which decides from the counts how many places each week can still give
 * and adds them in the same transaction (addWeeklyPlacesSql). Rows are locked in key order, as releaseWeeklyPlacesSql
 * locks them, so two transactions holding several weeks never wait on each other in a circle.
 */
export async function lockWeeklyLoads(
  em: EntityManager,
  weeks: readonly { physiotherapistId: number; week: string }[],
): Promise<WeeklyLoad[]> {
  const input = JSON.stringify(weeks.map((w) => ({ physiotherapist_id: w.physiotherapistId, week: w.week })));
  await em.execute(
    `insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count)
     select distinct physiotherapist_id, week, 0 from json_to_recordset(?::json) as w(physiotherapist_id int, week date)
     on conflict (physiotherapist_id, week_start) do nothing`,
    [input],
  );
  const rows = await em.execute<{ physiotherapist_id: number; week: string; matched_count: number }[]>(
    `select l.physiotherapist_id, to_char(l.week_start, 'YYYY-MM-DD') as week, l.matched_count
     from physiotherapist_weekly_load l
     join (select distinct physiotherapist_id, week from json_to_recordset(?::json) as w(physiotherapist_id int, week date)) w
       on l.physiotherapist_id = w.physiotherapist_id and l.week_start = w.week
     order by l.physiotherapist_id, l.week_start
     for update of l`,
    [input],
  );
  return rows.map((r) => ({ physiotherapistId: r.physiotherapist_id, week: r.week, matchedCount: r.matched_count }));
}

/**
 * Counts the families of `granted` (a CTE of the same statement with `physiotherapist_id` and `week` per family) in
 * their weeks: a CTE body, for a transaction that locked those rows with lockWeeklyLoads and granted no more places
 * than they had.
 */
export function addWeeklyPlacesSql(granted: string): string {
  return `update physiotherapist_weekly_load l
set matched_count = l.matched_count + g.places
from (select physiotherapist_id, week, count(*)::int as places from ${granted} group by 1, 2) g
where l.physiotherapist_id = g.physiotherapist_id and l.week_start = g.week
returning l.physiotherapist_id`;
}
