import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONDITIONS, OPS_REQUEST_STATUSES, URGENCIES, type OpsFinderRequestRow } from '@physio/api-contract';
import { filters, sqlOrderBy, type ListPage, type ListSpec } from '../../../../common/simple-rest/index.js';
import {
  IN_OPS_QUEUE_SQL,
  NEEDS_ATTENTION_SQL,
  pendingTooLongBefore,
  replyDeadline,
  ROW_COLUMNS,
  toRow,
  URGENCY_RANK_SQL,
  type RowRecord,
} from '../../ops/finder-request-ops-sql.js';
import { ListFinderRequestsForOpsQuery, type FinderRequestOpsFilter } from './list-finder-requests-for-ops.query.js';

export const FINDER_REQUEST_LIST: ListSpec<FinderRequestOpsFilter> = {
  resource: 'finder-requests',
  sortable: ['urgency_rank', 'created_at', 'reply_due_at', 'status', 'district', 'condition', 'urgency'],
  defaultSort: { field: 'urgency_rank', order: 'ASC' },
  filters: {
    status: filters.anyOf(OPS_REQUEST_STATUSES),
    urgency: filters.oneOf(URGENCIES),
    condition: filters.oneOf(CONDITIONS),
    district: filters.code(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'a postcode district such as SW19'),
    needs_attention: filters.boolean(),
    overdue: filters.boolean(),
    id: filters.uuidIds(),
    reference: filters.reference(),
    matched_physiotherapist_id: filters.integerId(),
  },
};

const SORT_COLUMNS = {
  urgency_rank: URGENCY_RANK_SQL,
  created_at: 'r.created_at',
  reply_due_at: 'r.created_at',
  status: 'coalesce(r.follow_up, r.status)',
  district: 'r.district',
  condition: 'r.condition',
  urgency: 'r.urgency',
};

@QueryHandler(ListFinderRequestsForOpsQuery)
export class ListFinderRequestsForOpsHandler implements IQueryHandler<ListFinderRequestsForOpsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list, now }: ListFinderRequestsForOpsQuery): Promise<ListPage<OpsFinderRequestRow>> {
    const pendingBefore = pendingTooLongBefore(now);
    const where: string[] = [IN_OPS_QUEUE_SQL];
    const params: unknown[] = [];
    const f = list.filter;
    if (f.needs_attention !== undefined || f.overdue !== undefined) {
      where.push(f.needs_attention === false ? `not ${NEEDS_ATTENTION_SQL}` : NEEDS_ATTENTION_SQL);
      params.push(pendingBefore);
    }
    if (f.overdue !== undefined) {
      where.push(f.overdue ? 'r.created_at <= ?' : 'r.created_at > ?');
      params.push(replyDeadline(now));
    }
    if (f.status !== undefined) {
      // An array bound to ? becomes a list of parameters: `in (?)`, not `= any(?)`.
      where.push('coalesce(r.follow_up, r.status) in (?)');
      params.push(f.status);
    }
    for (const key of ['urgency', 'condition', 'district'] as const) {
      if (f[key] !== undefined) {
        where.push(`r.${key} = ?`);
        params.push(f[key]);
      }
    }
    if (f.id !== undefined) {
      where.push(f.id.length ? 'r.id in (?)' : 'false');
      if (f.id.length) params.push(f.id);
    }
    if (f.reference !== undefined) {
      // The reference is the id's first 40 bits: a range of the primary key, so its index serves the search.
      where.push('r.id between ? and ?');
      params.push(`${f.reference}00-0000-0000-000000000000`, `${f.reference}ff-ffff-ffff-ffffffffffff`);
    }
    if (f.matched_physiotherapist_id !== undefined) {
      where.push('r.matched_physiotherapist_id = ?');
      params.push(f.matched_physiotherapist_id);
    }
    const whereSql = `where ${where.join(' and ')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<RowRecord[]>(
        `select ${ROW_COLUMNS}
         from finder_request r left join physiotherapist p on p.id = r.matched_physiotherapist_id
         ${whereSql} ${sqlOrderBy(list.sort, SORT_COLUMNS, 'r.created_at, r.id')} limit ? offset ?`,
        [pendingBefore, ...params, list.limit, list.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from finder_request r ${whereSql}`, params),
    ]);
    return { rows: rows.map(toRow), total };
  }
}
