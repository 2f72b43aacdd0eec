import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `promise_change`: the requests whose promise facts changed, noted by triggers (Migration20261206090000_promise_changes)
 * with the writing transaction's id, read by the promises report's cache (promise-facts.cache.ts).
 */

/**
 * The oldest transaction still running in this transaction's snapshot: every change by an older one is visible here,
 * and a change by this one or a newer one will be noted with a transaction id no smaller.
 */
export async function snapshotXmin(em: EntityManager): Promise<string> {
  const [row] = await em.execute<{ xmin: string }[]>(`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
  return row.xmin;
}

/** The requests changed by transactions from `xmin` on, or `everything` when one of them asks to read all again. */
export async function promiseChangesSince(
  em: EntityManager,
  xmin: string,
): Promise<{ everything: boolean; ids: string[] }> {
  const [row] = await em.execute<{ everything: boolean | null; ids: string[] | null }[]>(
    `select bool_or(finder_request_id is null) as everything,
            array_agg(distinct finder_request_id::text) filter (where finder_request_id is not null) as ids
     from promise_change where xid >= ?::xid8`,
    [xmin],
  );
  return { everything: row.everything === true, ids: row.ids ?? [] };
}

/** Drops changes noted before `days` ago (a cache that has not read them since reads everything again). */
export async function prunePromiseChanges(em: EntityManager, days: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    `with gone as (delete from promise_change where changed_at < now() - make_interval(days => ?) returning 1)
     select count(*)::int as n from gone`,
    [days],
  );
  return row.n;
}
