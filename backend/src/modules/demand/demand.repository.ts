import type { EntityManager } from '@mikro-orm/postgresql';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import { DEMAND_SEARCH_RECORDED } from './demand.events.js';
import type { DemandIncrement } from './rollup/demand-rollup.js';

/**
 * Every statement that writes the demand tables (`expansion_event`, `demand_event_applied`, `demand_person`,
 * `demand_daily`; see table-owners.ts), each joining the caller's transaction.
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
