import { Query } from '@nestjs/cqrs';
import type { OpsFinderRequestFilter, OpsFinderRequestRow } from '@physio/api-contract';
import type { ListPage, ListQuery } from '../../../../common/simple-rest/index.js';

export type FinderRequestOpsFilter = OpsFinderRequestFilter;

/** The coordinators' queue and the list of every request: rows without the family's details. */
export class ListFinderRequestsForOpsQuery extends Query<ListPage<OpsFinderRequestRow>> {
  constructor(
    readonly list: ListQuery<FinderRequestOpsFilter>,
    readonly now = new Date(),
  ) {
    super();
  }
}
