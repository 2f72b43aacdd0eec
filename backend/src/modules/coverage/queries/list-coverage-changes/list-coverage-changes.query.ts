import { Query } from '@nestjs/cqrs';
import type { OpsCoverageChange } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../common/simple-rest/index.js';

export interface CoverageChangeListFilter {
  action?: 'activated' | 'deactivated';
  id?: number[];
}

/** The history of coverage changes, newest first. */
export const COVERAGE_CHANGE_LIST: ListSpec<CoverageChangeListFilter> = {
  resource: 'coverage-changes',
  sortable: ['created_at'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: {
    action: filters.oneOf(['activated', 'deactivated'] as const),
    id: filters.integerIds(),
  },
};

export class ListCoverageChangesQuery extends Query<ListPage<OpsCoverageChange>> {
  constructor(readonly list: ListQuery<CoverageChangeListFilter>) {
    super();
  }
}
