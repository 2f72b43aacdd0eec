import { Query } from '@nestjs/cqrs';
import type { OpsAuditEntry } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../common/simple-rest/index.js';

export interface AuditFilter {
  account_id?: number;
  /** Exact, case-insensitive: the actor, or the username typed in a failed sign-in. */
  username?: string;
  action?: string;
  resource?: string;
  record_id?: string;
  /**
   * A record as a person names it: a request's short reference (or any id). Matches the entries about it and the
   * list pages and searches that showed it (their `details.ids`): "who looked at this family's request?".
   */
  record?: string;
  /** London calendar days, inclusive. */
  at_gte?: string;
  at_lte?: string;
  id?: number[];
}

export const AUDIT_LOG_LIST: ListSpec<AuditFilter> = {
  resource: 'audit-log',
  sortable: ['id', 'at'],
  defaultSort: { field: 'id', order: 'DESC' },
  filters: {
    account_id: filters.integerId(),
    username: filters.text(128),
    action: filters.text(64),
    resource: filters.text(64),
    record_id: filters.text(64),
    record: filters.text(64),
    at_gte: filters.date(),
    at_lte: filters.date(),
    id: filters.integerIds(),
  },
};

export class ListAuditLogQuery extends Query<ListPage<OpsAuditEntry>> {
  constructor(readonly list: ListQuery<AuditFilter>) {
    super();
  }
}
