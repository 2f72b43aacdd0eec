import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsCoverageChange } from '@physio/api-contract';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import {
  WAITLIST_PROGRESS_OF_CHANGE,
  WAITLIST_WAITING_FOR_CHANGE_SQL,
} from '../../../waitlist/waitlist-entry.repository.js';
import { ListCoverageChangesQuery, type CoverageChangeListFilter } from './list-coverage-changes.query.js';

/**
 * An activation's progress, derived from the waitlist itself (nothing to keep in step), as the waitlist module counts it
 * (waitlist-entry.repository.ts):
 *   - taken on: entries the worker has handed to the mail queue for this change (waitlist_entry.coverage_change_id);
 *   - still waiting: entries of its districts not yet taken on by any change, not notified, joined before the
 *     change, in a district still covered (the worker has not reached them yet);
 *   - emailed: taken on and notified (marked when the mail server accepted the email);
 *   - not sent: taken on, not notified, and their email given up (refused, or skipped: the district was withdrawn).
 * An entry that leaves the waitlist leaves the figures. Deactivations email nobody: all 0.
 */
const PROGRESS = `
select ch.id::text as id, ch.action, ch.districts, ch.created_at,
       coalesce(p.taken, 0) + coalesce(q.waiting, 0) as waitlist_total,
       coalesce(p.emailed, 0) as waitlist_emailed,
       coalesce(p.not_sent, 0) as waitlist_not_sent,
       count(*) over ()::int as total
from coverage_change ch
left join lateral ${WAITLIST_PROGRESS_OF_CHANGE.sql} p on ch.action = 'activated'
left join lateral ${WAITLIST_WAITING_FOR_CHANGE_SQL} q on ch.action = 'activated'`;

function whereClause(filter: CoverageChangeListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.action) {
    conditions.push('ch.action = ?');
    params.push(filter.action);
  }
  if (filter.id) {
    conditions.push(filter.id.length ? 'ch.id in (?)' : 'false');
    if (filter.id.length) params.push(filter.id);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}

type Row = Omit<OpsCoverageChange, 'done' | 'created_at'> & { created_at: Date | string; total: number };

@QueryHandler(ListCoverageChangesQuery)
export class ListCoverageChangesHandler implements IQueryHandler<
  ListCoverageChangesQuery,
  ListPage<OpsCoverageChange>
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListCoverageChangesQuery): Promise<ListPage<OpsCoverageChange>> {
    const where = whereClause(list.filter);
    const rows = await this.em.execute<Row[]>(
      `${PROGRESS} where ${where.sql} ${sqlOrderBy(list.sort, { created_at: 'ch.created_at' }, 'ch.id')} limit ? offset ?`,
      [...WAITLIST_PROGRESS_OF_CHANGE.params, ...where.params, list.limit, list.offset],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && list.offset > 0) {
      [{ total }] = await this.em.execute<{ total: number }[]>(
        `select count(*)::int as total from coverage_change ch where ${where.sql}`,
        where.params,
      );
    }
    return {
      rows: rows.map(({ total: _total, created_at, ...row }) => ({
        ...row,
        created_at: new Date(created_at).toISOString(),
        done: row.waitlist_emailed + row.waitlist_not_sent >= row.waitlist_total,
      })),
      total,
    };
  }
}
