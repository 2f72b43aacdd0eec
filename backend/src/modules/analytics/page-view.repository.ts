import type { EntityManager } from '@mikro-orm/postgresql';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';

/** Every statement that writes `page_view_daily` (see table-owners.ts). */

/** Counts one view of `path` on `day` (Europe/London), from `referrerHost`. */
export async function countPageView(em: EntityManager, day: string, path: string, referrerHost: string): Promise<void> {
  await em.execute(
    `insert into page_view_daily as p (day, path, referrer_host, views) values (?::date, ?, ?, 1)
     on conflict (day, path, referrer_host) do update set views = p.views + 1`,
    [day, path, referrerHost],
  );
}

/** Retention: deletes up to `limit` rows past `expiry` (a rule of retention-policy.ts); returns how many went. */
export async function deleteExpiredPageViews(
  em: EntityManager,
  expiry: RetentionExpiry,
  cutoff: Date | string,
  limit: number,
): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `delete from page_view_daily where ctid in (select ctid from page_view_daily where ${expiredSql(expiry)} limit ${limit}) returning 1`,
    [cutoff],
  );
  return rows.length;
}
