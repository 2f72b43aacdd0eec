import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsWaitlistRow } from '@physio/api-contract';
import { anyOf, nameWordsSql, parsePersonSearch, type PersonSearch } from '../../../../common/search/person-search.js';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import { ListWaitlistQuery, type WaitlistListFilter } from './list-waitlist.query.js';
import { toWaitlistRow, WAITLIST_ROW_COLUMNS, type WaitlistRecord } from '../../waitlist-records.js';

const SORT_COLUMNS = {
  created_at: 'w.created_at',
  district: `(w.area || lpad(coalesce(substring(w.district from '^[A-Z]+([0-9]+)'), ''), 3, '0') || w.district)`,
  notified_at: 'w.notified_at',
};

/**
 * The search box: the person's name (words, each a prefix), email (whole: `email_normalised`, which its unique index
 * leads with), a postcode, district or area. The waitlist takes no phone number and has no reference.
 */
export function waitlistSearchSql(search: PersonSearch): { sql: string; params: unknown[] } {
  const conditions: [string, unknown[]][] = [];
  if (search.email) conditions.push(['w.email_normalised = ?', [search.email]]);
  if (search.postcode) {
    conditions.push(['(w.district = ? and w.postcode = ?)', [search.postcode.district, search.postcode.postcode]]);
  }
  if (search.district) conditions.push(['w.district = ?', [search.district]]);
  if (search.area) conditions.push(['w.area = ?', [search.area]]);
  if (search.nameQuery) conditions.push([`${nameWordsSql('w.name')} @@ to_tsquery('simple', ?)`, [search.nameQuery]]);
  return anyOf(conditions);
}

function whereClause(filter: WaitlistListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.district) {
    conditions.push('w.district = ?');
    params.push(filter.district);
  }
  if (filter.area) {
    conditions.push('w.area = ?');
    params.push(filter.area);
  }
  if (filter.condition) {
    conditions.push('w.condition in (?)');
    params.push(filter.condition);
  }
  if (filter.notified !== undefined) conditions.push(filter.notified ? 'w.notified' : 'not w.notified');
  if (filter.id) {
    conditions.push(filter.id.length ? 'w.id in (?)' : 'false');
    if (filter.id.length) params.push(filter.id);
  }
  if (filter.q) {
    const search = waitlistSearchSql(parsePersonSearch(filter.q));
    conditions.push(search.sql);
    params.push(...search.params);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}

type Listed = Omit<WaitlistRecord, 'name' | 'email' | 'postcode'> & { total: number };

@QueryHandler(ListWaitlistQuery)
export class ListWaitlistHandler implements IQueryHandler<ListWaitlistQuery, ListPage<OpsWaitlistRow>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListWaitlistQuery): Promise<ListPage<OpsWaitlistRow>> {
    const where = whereClause(list.filter);
    const rows = await this.em.execute<Listed[]>(
      `select ${WAITLIST_ROW_COLUMNS}, count(*) over ()::int as total
       from waitlist_entry w left join postcode_district d on d.district = w.district
       where ${where.sql}
       ${sqlOrderBy(list.sort, SORT_COLUMNS, 'w.id')}
       limit ? offset ?`,
      [...where.params, list.limit, list.offset],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && list.offset > 0) {
      [{ total }] = await this.em.execute<{ total: number }[]>(
        `select count(*)::int as total from waitlist_entry w where ${where.sql}`,
        where.params,
      );
    }
    return { rows: rows.map(toWaitlistRow), total };
  }
}
