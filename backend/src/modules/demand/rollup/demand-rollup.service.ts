import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { demandIncrement, type DemandSource, type DemandSourceKind } from './demand-rollup.js';

const SOURCES: Record<DemandSourceKind, string> = {
  search: `select id::text, district, area, condition, occurred_at as at, visitor_key from expansion_event where id = ?`,
  waitlist: `select id::text, district, area, condition, created_at as at, visitor_key from waitlist_entry where id = ?`,
};

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

interface SourceRow {
  id: string;
  district: string;
  area: string;
  condition: string | null;
  at: Date;
  visitor_key: string | null;
}

@Injectable()
export class DemandRollupService {
  /** Returns 'counted', 'already-counted' or 'missing' (the record was deleted before we got to it). */
  async apply(
    em: EntityManager,
    kind: DemandSourceKind,
    id: string,
  ): Promise<'counted' | 'already-counted' | 'missing'> {
    if (!/^[\w-]{1,64}$/.test(id)) return 'missing';
    const conn = em;
    const [row] = await conn.execute<SourceRow[]>(SOURCES[kind], [kind === 'search' ? Number(id) || 0 : id]);
    if (!row) return 'missing';
    const source: DemandSource = {
      kind,
      id: row.id,
      district: row.district,
      area: row.area,
      condition: row.condition,
      at: new Date(row.at),
      visitorKey: row.visitor_key,
    };
    const inc = demandIncrement(source);
    const result = await conn.execute<unknown[]>(APPLY, [
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
    return result.length > 0 ? 'counted' : 'already-counted';
  }
}
