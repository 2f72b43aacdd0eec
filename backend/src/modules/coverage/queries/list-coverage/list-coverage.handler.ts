import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsCoverageRow } from '@physio/api-contract';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import { reachedDistrictsSql } from '../../reachability.read-model.js';
import { COVERAGE_LIST, ListCoverageQuery, type CoverageListFilter } from './list-coverage.query.js';
import { WAITLIST_NOT_NOTIFIED_BY_DISTRICT_SQL } from '../../../waitlist/waitlist-entry.repository.js';

/** District order, CB1 < CB2 < CB10: area, then the district's number padded, then the code. */
const DISTRICT_ORDER = `(c.area || lpad(coalesce(substring(c.district from '^[A-Z]+([0-9]+)'), ''), 3, '0') || c.district)`;

const SORT_COLUMNS: Record<(typeof COVERAGE_LIST.sortable)[number], string> = {
  district: DISTRICT_ORDER,
  area: `(c.area || ' ' || ${DISTRICT_ORDER})`,
  county: 'c.county',
  post_town: 'c.post_town',
  covered_since: 'c.covered_since',
  waiting: 'c.waiting',
};

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function whereClause(filter: CoverageListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.area) {
    conditions.push('c.area = ?');
    params.push(filter.area);
  }
  if (filter.county) {
    conditions.push('lower(c.county) = lower(?)');
    params.push(filter.county);
  }
  for (const flag of ['covered', 'reachable', 'offered'] as const) {
    if (filter[flag] !== undefined) conditions.push(filter[flag] ? `c.${flag}` : `not c.${flag}`);
  }
  if (filter.q) {
    conditions.push('(c.district ilike ? or c.places ilike ? or c.post_town ilike ?)');
    params.push(`${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\s+/g, '')}%`);
    params.push(containsPattern(filter.q), containsPattern(filter.q));
  }
  if (filter.id) {
    conditions.push(filter.id.length ? 'c.district in (?)' : 'false');
    if (filter.id.length) params.push(filter.id);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}

/**
 * Each district with its waiting count and whether an active physiotherapist reaches it, computed here and now
 * (reachability is never stored: see reachability.read-model.ts), once for all districts. The districts table is small (2,867
 * rows), so the filters run over the computed rows.
 */
const ROWS = `
with reached as (
  ${reachedDistrictsSql()}
), waiting as (
  ${WAITLIST_NOT_NOTIFIED_BY_DISTRICT_SQL}
), r as (
  select d.district, d.area, d.county, d.local_authority, d.places, d.post_town, d.uk_region, d.covered, d.covered_since,
         coalesce(w.n, 0) as waiting, d.district in (select district from reached) as reachable
  from postcode_district d left join waiting w on w.district = d.district
), c as (
  select r.*, r.covered and r.reachable as offered from r
)`;

type Row = Omit<OpsCoverageRow, 'id' | 'covered_since'> & { covered_since: Date | string | null; total: number };

@QueryHandler(ListCoverageQuery)
export class ListCoverageHandler implements IQueryHandler<ListCoverageQuery, ListPage<OpsCoverageRow>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListCoverageQuery): Promise<ListPage<OpsCoverageRow>> {
    const where = whereClause(list.filter);
    const rows = await this.em.execute<Row[]>(
      `${ROWS} select c.*, count(*) over ()::int as total from c where ${where.sql}
       ${sqlOrderBy(list.sort, SORT_COLUMNS, 'c.district')}
       limit ? offset ?`,
      [...where.params, list.limit, list.offset],
    );
    const total =
      rows[0]?.total ??
      (list.offset === 0
        ? 0
        : (
            await this.em.execute<{ total: number }[]>(
              `${ROWS} select count(*)::int as total from c where ${where.sql}`,
              where.params,
            )
          )[0].total);
    return { rows: rows.map(toRow), total };
  }
}

function toRow({ total: _total, covered_since, ...row }: Row): OpsCoverageRow {
  return {
    id: row.district,
    ...row,
    covered_since: covered_since === null ? null : new Date(covered_since).toISOString(),
  };
}
