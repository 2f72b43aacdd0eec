import { Query } from '@nestjs/cqrs';
import { OPS_ROLES, type OpsRole } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../../common/simple-rest/index.js';
import type { OpsAccountView } from '../../account-view.js';

export interface AccountFilter {
  /** Username or display name contains. */
  q?: string;
  role?: OpsRole[];
  active?: boolean;
  id?: number[];
}

export const ACCOUNT_LIST: ListSpec<AccountFilter> = {
  resource: 'accounts',
  sortable: ['id', 'username', 'display_name', 'role', 'active', 'last_sign_in_at', 'created_at'],
  defaultSort: { field: 'username', order: 'ASC' },
  filters: {
    q: filters.text(64),
    role: filters.anyOf(OPS_ROLES),
    active: filters.boolean(),
    id: filters.integerIds(),
  },
};

export class ListAccountsQuery extends Query<ListPage<OpsAccountView>> {
  constructor(readonly list: ListQuery<AccountFilter>) {
    super();
  }
}
