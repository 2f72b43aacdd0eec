import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CHECKS_DUE_FILTERS,
  CONDITIONS,
  DBS_CHECK_MAX_AGE_MONTHS,
  HCPC_CHECK_MAX_AGE_MONTHS,
  type OpsPhysiotherapist,
  type OpsPhysiotherapistFilter,
} from '@physio/api-contract';
import { filters, sqlOrderBy, type ListPage, type ListSpec } from '../../../../common/simple-rest/index.js';
import {
  PHYSIOTHERAPIST_VIEW_SELECT,
  toOpsPhysiotherapist,
  viewParameters,
  type PhysiotherapistViewRow,
} from '../../physiotherapist-view.read-model.js';
import { dueWithinCutoff, londonToday } from '../../physiotherapist-checks.js';
import { ListPhysiotherapistsQuery } from './list-physiotherapists.query.js';

const CHECKS_DUE_DAYS = { 'within-30-days': 30, 'within-60-days': 60 } as const;

export const PHYSIOTHERAPIST_LIST: ListSpec<OpsPhysiotherapistFilter> = {
  resource: 'physiotherapists',
  sortable: [
    'id',
    'name',
    'hcpc_checked_on',
    'dbs_checked_on',
    'base_district',
    'weekly_capacity',
    'matched_this_week',
    'experience_years',
    'active',
    'created_at',
  ],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    q: filters.text(100),
    specialty: filters.oneOf(CONDITIONS),
    base_area: filters.code(/^[A-Z]{1,2}$/, 'a postcode area such as SW or M'),
    active: filters.boolean(),
    hcpc_overdue: filters.boolean(),
    dbs_overdue: filters.boolean(),
    checks_due: filters.oneOf(CHECKS_DUE_FILTERS),
    id: filters.integerIds(),
  },
};

const SORT_COLUMNS = {
  id: 'p.id',
  name: 'lower(p.name)',
  hcpc_checked_on: 'p.hcpc_checked_on',
  dbs_checked_on: 'p.dbs_checked_on',
  base_district: 'p.base_district',
  weekly_capacity: 'p.weekly_capacity',
  matched_this_week: 'coalesce(l.matched_count, 0)',
  experience_years: 'p.experience_years',
  active: 'p.active',
  created_at: 'p.created_at',
};

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@QueryHandler(ListPhysiotherapistsQuery)
export class ListPhysiotherapistsHandler implements IQueryHandler<ListPhysiotherapistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListPhysiotherapistsQuery): Promise<ListPage<OpsPhysiotherapist>> {
    const [hcpcDue, dbsDue, week] = viewParameters();
    const where: string[] = [];
    const params: unknown[] = [];
    const f = list.filter;
    if (f.q !== undefined) {
      where.push('(p.name ilike ? or p.hcpc_number ilike ? or p.contact_email ilike ?)');
      params.push(containing(f.q), containing(f.q), containing(f.q));
    }
    if (f.specialty !== undefined) {
      where.push('? = any(p.specialties)');
      params.push(f.specialty);
    }
    if (f.base_area !== undefined) {
      where.push('p.base_district in (select district from postcode_district where area = ?)');
      params.push(f.base_area);
    }
    if (f.active !== undefined) {
      where.push('p.active = ?');
      params.push(f.active);
    }
    if (f.hcpc_overdue !== undefined) {
      where.push(`(p.hcpc_checked_on < ?::date) = ?`);
      params.push(hcpcDue, f.hcpc_overdue);
    }
    if (f.dbs_overdue !== undefined) {
      where.push(`(p.dbs_checked_on < ?::date) = ?`);
      params.push(dbsDue, f.dbs_overdue);
    }
    if (f.checks_due !== undefined) {
      if (f.checks_due === 'overdue') {
        where.push('(p.hcpc_checked_on < ?::date or p.dbs_checked_on < ?::date)');
        params.push(hcpcDue, dbsDue);
      } else {
        const today = londonToday();
        const days = CHECKS_DUE_DAYS[f.checks_due];
        where.push('(p.hcpc_checked_on <= ?::date or p.dbs_checked_on <= ?::date)');
        params.push(
          dueWithinCutoff(today, days, HCPC_CHECK_MAX_AGE_MONTHS),
          dueWithinCutoff(today, days, DBS_CHECK_MAX_AGE_MONTHS),
        );
      }
    }
    if (f.id !== undefined) {
      // An array bound to ? becomes a list of parameters: `in (?)`, not `= any(?)`.
      where.push(f.id.length ? 'p.id in (?)' : 'false');
      if (f.id.length) params.push(f.id);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<PhysiotherapistViewRow[]>(
        `${PHYSIOTHERAPIST_VIEW_SELECT} ${whereSql} ${sqlOrderBy(list.sort, SORT_COLUMNS, 'p.id')} limit ? offset ?`,
        [hcpcDue, dbsDue, week, ...params, list.limit, list.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from physiotherapist p ${whereSql}`, params),
    ]);
    return { rows: rows.map(toOpsPhysiotherapist), total };
  }
}
