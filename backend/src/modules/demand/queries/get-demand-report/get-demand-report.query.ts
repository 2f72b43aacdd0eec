import { Query } from '@nestjs/cqrs';
import type { OpsDemandRow } from '@physio/api-contract';
import type { ListPage, SortOrder } from '../../../../common/simple-rest/index.js';
import type { DemandScope } from '../../ops/demand-scope.js';

/** A page of the ranked demand report. */
export class GetDemandReportQuery extends Query<ListPage<OpsDemandRow>> {
  constructor(
    readonly scope: DemandScope,
    readonly sort: { field: string; order: SortOrder },
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
