import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WAITLIST_ENTRY_AS_DEMAND_SOURCE_SQL } from '../../waitlist/waitlist-entry.repository.js';
import { applyDemandIncrement } from '../demand.repository.js';
import { demandIncrement, type DemandSource, type DemandSourceKind } from './demand-rollup.js';

const SOURCES: Record<DemandSourceKind, string> = {
  search: `select id::text, district, area, condition, occurred_at as at, visitor_key from expansion_event where id = ?`,
  // The waitlist's own query of its entry (waitlist-entry.repository.ts).
  waitlist: WAITLIST_ENTRY_AS_DEMAND_SOURCE_SQL,
};

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
    // The event key, the visitor and the counters in one statement: counted once however often it runs.
    return (await applyDemandIncrement(conn, inc)) ? 'counted' : 'already-counted';
  }
}
