import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, wholeMonths } from '../../common/calendar/calendar-days.js';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import { DEMAND_SEARCH_RECORDED } from './demand.events.js';
import type { DemandIncrement } from './rollup/demand-rollup.js';

/**
 * Every statement that writes the demand tables (`expansion_event`, `demand_event_applied`, `demand_person`,
 * `demand_daily`, the kept totals `demand_frozen_period` and `demand_frozen_cell`; see table-owners.ts), each joining
 * the caller's transaction but keepFrozenDemand, which runs its own.
 */

const RECORDED = outboxInsert('inserted', 'inserted.id', [{ topic: DEMAND_SEARCH_RECORDED }]);

/** The raw event and its outbox row in one statement; the demand worker counts it later. */
const INSERT_EVENT = `
with inserted as (
  insert into expansion_event (district, area, condition, type, occurred_at, received_at, visitor_key)
  values (?, ?, ?, ?, ?, now(), ?)
  returning id
)
${RECORDED.sql}`;

export interface OutOfAreaSearch {
  district: string;
  area: string;
  condition: string;
  type: string;
  occurredAt: Date;
  visitorKey: string | null;
}

export async function insertOutOfAreaSearch(em: EntityManager, search: OutOfAreaSearch): Promise<void> {
  await em.execute(INSERT_EVENT, [
    search.district,
    search.area,
    search.condition,
    search.type,
    search.occurredAt,
    search.visitorKey,
    ...RECORDED.params,
  ]);
}

/**
 * Applies one event to the daily demand figures in a single statement: the event key is recorded
 * (once, ever), the visitor is recorded (once per district, condition and day), and the counters move
 * only if the event key was new. Running it twice, or twice at once, counts the event once.
 */
const APPLY = `
with applied as (
  insert into demand_event_applied (event_key, applied_at) values (?, now())
  on conflict do nothing returning event_key
), person as (
  insert into demand_person (district, condition, day, person_key)
  select ?, ?, ?::date, ?::text from applied where ?::text is not null
  on conflict do nothing returning 1
)
insert into demand_daily as d (district, condition, day, area, searches, waitlist_joins, people)
select ?, ?, ?::date, ?, ?, ?, (select count(*) from person)::int from applied
on conflict (district, condition, day) do update
  set searches = d.searches + excluded.searches,
      waitlist_joins = d.waitlist_joins + excluded.waitlist_joins,
      people = d.people + excluded.people
returning 1`;

/** True when the increment was counted; false when its event had been counted before. */
export async function applyDemandIncrement(em: EntityManager, inc: DemandIncrement): Promise<boolean> {
  const result = await em.execute<unknown[]>(APPLY, [
    inc.eventKey,
    inc.district,
    inc.condition,
    inc.day,
    inc.personKey,
    inc.personKey,
    inc.district,
    inc.condition,
    inc.day,
    inc.area,
    inc.searches,
    inc.waitlistJoins,
  ]);
  return result.length > 0;
}

/**
 * A data request's erasure of waitlist entries, inside the caller's transaction: the entries' "waitlist:<entry id>"
 * markers go (the demand count they guard stays; the id pointed at the erased entry).
 */
export async function eraseWaitlistDemandMarkers(em: EntityManager, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return;
  await em.execute('delete from demand_event_applied where event_key in (?)', [entryIds.map((id) => `waitlist:${id}`)]);
}

/**
 * Replaces a visitor key everywhere demand keeps it (distinct-people rows and raw searches) with another, inside the
 * caller's transaction: the same new key for every row that shared the old one keeps every count exactly.
 */
export async function replaceVisitorKey(em: EntityManager, oldKey: string, newKey: string): Promise<void> {
  await em.execute('update demand_person set person_key = ? where person_key = ?', [newKey, oldKey]);
  await em.execute('update expansion_event set visitor_key = ? where visitor_key = ?', [newKey, oldKey]);
}

/** The demand tables retention applies to. */
export type DemandRetentionTable = 'expansion_event' | 'demand_person' | 'demand_event_applied';

/** Retention: deletes up to `limit` rows past `expiry` (a rule of retention-policy.ts); returns how many went. */
export async function deleteExpiredDemandRows(
  em: EntityManager,
  table: DemandRetentionTable,
  expiry: RetentionExpiry,
  cutoff: Date | string,
  limit: number,
): Promise<number> {
  const rows = await em.execute<unknown[]>(DELETE_EXPIRED[table](expiredSql(expiry), limit), [cutoff]);
  return rows.length;
}

const DELETE_EXPIRED: Record<DemandRetentionTable, (expired: string, limit: number) => string> = {
  expansion_event: (expired, limit) =>
    `delete from expansion_event where ctid in (select ctid from expansion_event where ${expired} limit ${limit}) returning 1`,
  demand_person: (expired, limit) =>
    `delete from demand_person where ctid in (select ctid from demand_person where ${expired} limit ${limit}) returning 1`,
  demand_event_applied: (expired, limit) =>
    `delete from demand_event_applied where ctid in (select ctid from demand_event_applied where ${expired} limit ${limit}) returning 1`,
};

/** The lock the demand_daily triggers take before deleting kept totals (Migration20261205090000_demand_frozen_days). */
const FROZEN_LOCK = `select pg_advisory_xact_lock(hashtext('demand_frozen_period'))`;
const FROZEN_PERIOD = 'select id from demand_frozen_period where from_day = ?::date and to_day = ?::date';

/**
 * Keeps the demand totals per district and condition of the days of [from, to] before today (Europe/London, by the
 * database's clock, as the triggers that delete kept totals judge it), computing them when they are not kept yet.
 * Returns the last of those days, or null when the period has none. The first report of a period each day pays for
 * the sums (about as long as a report took before); the others read the kept rows and today's.
 *
 * Its own short transaction, under the triggers' lock: a roll-up that changes one of the days waits until the totals
 * are stored and then deletes them, or commits first and is then read by the sums.
 */
export async function keepFrozenDemand(em: EntityManager, from: string, to: string): Promise<string | null> {
  // The last day before today and whether it is kept already, in one round trip (every report asks).
  const [{ through, kept }] = await em.execute<{ through: string; kept: boolean }[]>(
    `select to_char(d.through, 'YYYY-MM-DD') as through,
            exists (select 1 from demand_frozen_period where from_day = ?::date and to_day = d.through) as kept
     from (select least(?::date, (now() at time zone 'Europe/London')::date - 1) as through) d`,
    [from, to],
  );
  if (through < from) return null;
  if (kept) return through;
  await em.fork().transactional(async (tx) => {
    await tx.execute(FROZEN_LOCK);
    if ((await tx.execute<unknown[]>(FROZEN_PERIOD, [from, through])).length > 0) return;
    // The presets move a day every day: what was kept before yesterday is rarely asked again.
    await tx.execute(`delete from demand_frozen_period where computed_at < now() - interval '1 day'`);
    const [{ id }] = await tx.execute<{ id: number }[]>(
      'insert into demand_frozen_period (from_day, to_day) values (?, ?) returning id',
      [from, through],
    );
    const sources: string[] = [];
    const params: unknown[] = [id];
    const months = wholeMonths(from, through);
    if (months) {
      sources.push(`select district, condition, searches, waitlist_joins, people
        from demand_district_condition_monthly where month >= ?::date and month < ?::date`);
      params.push(months.start, months.end);
    }
    const days = months
      ? [
          [from, addDays(months.start, -1)],
          [months.end, through],
        ].filter(([a, b]) => a <= b)
      : [[from, through]];
    for (const [a, b] of days) {
      sources.push(`select district, condition, searches, waitlist_joins, people
        from demand_daily where day between ?::date and ?::date`);
      params.push(a, b);
    }
    await tx.execute(
      `insert into demand_frozen_cell (period_id, district, condition, searches, waitlist_joins, people)
       select ?, district, condition, sum(searches), sum(waitlist_joins), sum(people)
       from (${sources.join(' union all ')}) f
       group by district, condition
       having sum(searches) > 0 or sum(waitlist_joins) > 0 or sum(people) > 0`,
      params,
    );
  });
  return through;
}
