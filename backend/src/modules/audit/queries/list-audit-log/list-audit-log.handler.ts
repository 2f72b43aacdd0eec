import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsAuditEntry } from '@physio/api-contract';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import { referenceIdPrefix } from '@physio/api-contract';
import { recordLabels } from '../../record-labels.js';
import { AUDIT_COLUMNS, auditEntryView, type AuditRow } from '../../audit-entry-view.js';
import { ListAuditLogQuery } from './list-audit-log.query.js';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery, ListPage<OpsAuditEntry>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListAuditLogQuery): Promise<ListPage<OpsAuditEntry>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    const f = list.filter;
    if (f.account_id !== undefined) add('account_id = ?', f.account_id);
    if (f.username !== undefined) add('lower(username) = lower(?)', f.username);
    if (f.action !== undefined) add('action = ?', f.action);
    if (f.resource !== undefined) add('resource = ?', f.resource);
    if (f.record_id !== undefined) add('record_id = ?', f.record_id);
    if (f.record !== undefined) {
      // A short reference stands for the requests whose id starts so; anything else is an id as written.
      const prefix = referenceIdPrefix(f.record);
      const [match, value] = prefix === null ? ['= ?', f.record.toLowerCase()] : ['like ?', `${prefix}%`];
      where.push(
        `(lower(record_id) ${match} or exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(details -> 'ids') = 'array' then details -> 'ids' end) shown(id) where lower(shown.id) ${match}))`,
      );
      params.push(value, value);
    }
    if (f.at_gte !== undefined) add(`at >= (?::date)::timestamp at time zone 'Europe/London'`, f.at_gte);
    if (f.at_lte !== undefined) add(`at < (?::date + 1)::timestamp at time zone 'Europe/London'`, f.at_lte);
    // An array binding becomes a list of parameters (in ($1, $2 …)); an empty list matches nothing.
    if (f.id !== undefined) {
      if (f.id.length) add('id in (?)', f.id);
      else where.push('false');
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<AuditRow[]>(
        `select ${AUDIT_COLUMNS} from audit_log ${whereSql} ${sqlOrderBy(list.sort, { id: 'id', at: 'at' })} limit ? offset ?`,
        [...params, list.limit, list.offset],
      ),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from audit_log ${whereSql}`, params),
    ]);
    const labels = await recordLabels(this.em, rows);
    return { rows: rows.map((row, i) => auditEntryView(row, labels[i])), total };
  }
}
