import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONDITIONS, OPS_REQUEST_STATUSES, URGENCIES, type OpsFinderRequestRow } from '@physio/api-contract';
import {
  anyOf,
  emailSql,
  nameWordsSql,
  parsePersonSearch,
  phoneDigitsSql,
  referenceIdRange,
  type PersonSearch,
} from '../../../../common/search/person-search.js';
import { filters, sqlOrderBy, type ListPage, type ListSpec } from '../../../../common/simple-rest/index.js';
import {
  FOLLOW_UP_DUE_SQL,
  IN_OPS_QUEUE_SQL,
  NEEDS_ATTENTION_SQL,
  NOT_NEEDING_ATTENTION_SQL,
  pendingTooLongBefore,
  PROMISE_AT_RISK_SQL,
  PROMISE_DUE_SQL,
  replyDeadline,
  ROW_COLUMNS,
  toRow,
  URGENCY_RANK_SQL,
  type RowRecord,
} from '../../finder-request-queue.read-model.js';
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
    promise_at_risk: filters.boolean(),
    id: filters.uuidIds(),
    reference: filters.reference(),
    q: filters.search(),
    matched_physiotherapist_id: filters.integerId(),
    owner_id: filters.integerId(),
  },
};

/**
 * The search box: a reference, the family's name, email or phone, a postcode or district. Each reading is a
 * condition its own index answers (the primary key's range; finder_request_contact_*_search_index for the
 * contact details; finder_request_district_postcode_index), joined with OR, so PostgreSQL combines index scans.
 */
export function requestSearchSql(search: PersonSearch): { sql: string; params: unknown[] } {
  const conditions: [string, unknown[]][] = [];
  if (search.referencePrefix) conditions.push(['r.id between ? and ?', referenceIdRange(search.referencePrefix)]);
  if (search.email) {
    conditions.push([`(r.contact_email is not null and ${emailSql('r.contact_email')} = ?)`, [search.email]]);
  }
  if (search.phoneDigits) {
    conditions.push([
      `(r.contact_phone is not null and ${phoneDigitsSql('r.contact_phone')} = ?)`,
      [search.phoneDigits],
    ]);
  }
  if (search.postcode) {
    conditions.push(['(r.district = ? and r.postcode = ?)', [search.postcode.district, search.postcode.postcode]]);
  }
  if (search.district) conditions.push(['r.district = ?', [search.district]]);
  if (search.nameQuery) {
    conditions.push([
      `(r.contact_name is not null and ${nameWordsSql('r.contact_name')} @@ to_tsquery('simple', ?))`,
      [search.nameQuery],
    ]);
  }
  return anyOf(conditions);
}

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
    const where: string[] = [];
    const params: unknown[] = [];
    const f = list.filter;
    // A reference names one request: a family who quotes it must be found whatever the queue shows, including a
    // request the queue leaves out (an email still to be confirmed, no contact details at all). So a search (by
    // reference, or the search box) applies neither the queue's scope nor its views (needs attention, overdue).
    const searching = f.reference !== undefined || f.q !== undefined;
    if (!searching) where.push(IN_OPS_QUEUE_SQL);
    if (!searching && (f.needs_attention !== undefined || f.overdue !== undefined)) {
      where.push(f.needs_attention === false ? NOT_NEEDING_ATTENTION_SQL : NEEDS_ATTENTION_SQL);
      params.push(pendingBefore);
    }
    if (!searching && f.promise_at_risk !== undefined) {
      where.push(f.promise_at_risk ? PROMISE_AT_RISK_SQL : `not ${PROMISE_AT_RISK_SQL}`);
    }
    if (!searching && f.overdue !== undefined) {
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
    if (f.q !== undefined) {
      const search = requestSearchSql(parsePersonSearch(f.q));
      where.push(search.sql);
      params.push(...search.params);
    }
    if (f.matched_physiotherapist_id !== undefined) {
      where.push('r.matched_physiotherapist_id = ?');
      params.push(f.matched_physiotherapist_id);
    }
    if (f.owner_id !== undefined) {
      where.push('r.owner_account_id = ?');
      params.push(f.owner_id);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    // The views of work to do, urgent first, then the longest late first: by when the promise it breaks was due (a
    // small set, sorted in memory). Every other list keeps the oldest first, which its index gives in order.
    // A follow-up date that has come puts its request at the top of them: the coordinator chose that day.
    const workView = !searching && (f.needs_attention === true || f.promise_at_risk === true);
    const workOrder = workView && list.sort.field === 'urgency_rank';
    const tieBreaker = workOrder ? `${PROMISE_DUE_SQL}, r.id` : 'r.created_at, r.id';
    const orderBy = sqlOrderBy(list.sort, SORT_COLUMNS, tieBreaker);
    const order = workOrder ? orderBy.replace(/^order by /, `order by ${FOLLOW_UP_DUE_SQL} desc, `) : orderBy;
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<RowRecord[]>(
        `select ${ROW_COLUMNS}
         from finder_request r left join physiotherapist p on p.id = r.matched_physiotherapist_id
         ${whereSql} ${order} limit ? offset ?`,
        [pendingBefore, ...params, list.limit, list.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from finder_request r ${whereSql}`, params),
    ]);
    return { rows: rows.map(toRow), total };
  }
}
