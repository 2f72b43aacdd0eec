import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CONSULTATION_SUBJECT,
  CONTACT_SUBJECT_LABELS,
  ENQUIRY_STATUSES,
  type OpsEnquiryRow,
} from '@physio/api-contract';
import {
  anyOf,
  emailSql,
  nameWordsSql,
  parsePersonSearch,
  phoneDigitsSql,
  referenceIdRange,
  type PersonSearch,
} from '../../../../common/search/person-search.js';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import { toEnquiryRow, type EnquiryRecord } from '../../enquiry-records.js';
import { ListEnquiriesQuery, type EnquiryListFilter } from './list-enquiries.query.js';

// Built from constants only, never from request text.
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * How each sortable field orders: status in its working order (new, in progress, handled), subject by the
 * label coordinators read rather than its slug.
 */
const SORT_COLUMNS = {
  created_at: 'e.created_at',
  status: `array_position(array[${ENQUIRY_STATUSES.map(sqlText).join(', ')}], e.status)`,
  subject: `case e.subject ${Object.entries(CONTACT_SUBJECT_LABELS)
    .map(([slug, label]) => `when ${sqlText(slug)} then ${sqlText(label)}`)
    .join(' ')} else e.subject end`,
};

/**
 * The search box: the sender's name (words, each a prefix), email or phone (whole), or the reference of the request
 * the message quotes. Each reading has its own index (contact_enquiry_*_search_index, contact_enquiry_finder_request_index).
 */
export function enquirySearchSql(search: PersonSearch): { sql: string; params: unknown[] } {
  const conditions: [string, unknown[]][] = [];
  if (search.referencePrefix) {
    conditions.push([
      '(e.finder_request_id is not null and e.finder_request_id between ? and ?)',
      referenceIdRange(search.referencePrefix),
    ]);
  }
  if (search.email) conditions.push([`${emailSql('e.email')} = ?`, [search.email]]);
  if (search.phoneDigits) {
    conditions.push([`(e.phone is not null and ${phoneDigitsSql('e.phone')} = ?)`, [search.phoneDigits]]);
  }
  if (search.nameQuery) conditions.push([`${nameWordsSql('e.name')} @@ to_tsquery('simple', ?)`, [search.nameQuery]]);
  return anyOf(conditions);
}

function whereClause(filter: EnquiryListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    conditions.push('e.status in (?)');
    params.push(filter.status);
  }
  if (filter.subject) {
    conditions.push('e.subject = ?');
    params.push(filter.subject);
  }
  if (filter.is_consultation !== undefined) {
    conditions.push(filter.is_consultation ? 'e.subject = ?' : 'e.subject <> ?');
    params.push(CONSULTATION_SUBJECT);
  }
  if (filter.q) {
    const search = enquirySearchSql(parsePersonSearch(filter.q));
    conditions.push(search.sql);
    params.push(...search.params);
  }
  if (filter.id) {
    // An array bound to ? becomes a list of parameters; an empty list matches nothing.
    conditions.push(filter.id.length ? 'e.id in (?)' : 'false');
    if (filter.id.length) params.push(filter.id);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}

type ListedRow = Pick<
  EnquiryRecord,
  'id' | 'name' | 'subject' | 'status' | 'created_at' | 'handled_by' | 'handled_at'
> & {
  total: number;
};

@QueryHandler(ListEnquiriesQuery)
export class ListEnquiriesHandler implements IQueryHandler<ListEnquiriesQuery, ListPage<OpsEnquiryRow>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListEnquiriesQuery): Promise<ListPage<OpsEnquiryRow>> {
    const where = whereClause(list.filter);
    // The page and the number of matching rows in one statement; only a page past the end needs a count of its own.
    const rows = await this.em.execute<ListedRow[]>(
      `select e.id, e.name, e.subject, e.status, e.created_at, e.handled_by, e.handled_at, count(*) over ()::int as total
       from contact_enquiry e
       where ${where.sql}
       ${sqlOrderBy(list.sort, SORT_COLUMNS, 'e.id')}
       limit ? offset ?`,
      [...where.params, list.limit, list.offset],
    );
    if (rows.length > 0) return { rows: rows.map(toEnquiryRow), total: rows[0].total };
    if (list.offset === 0) return { rows: [], total: 0 };
    const [{ total }] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from contact_enquiry e where ${where.sql}`,
      where.params,
    );
    return { rows: [], total };
  }
}
