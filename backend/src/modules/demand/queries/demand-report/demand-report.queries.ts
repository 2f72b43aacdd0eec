import { Query } from '@nestjs/cqrs';
import type { OpsDemandMap, OpsDemandRow, OpsDemandSupply, OpsDemandTrend, DemandGroup } from '@physio/api-contract';
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

/** Weekly figures (ISO weeks) of the report's top `top` rows. */
export class GetDemandTrendQuery extends Query<OpsDemandTrend> {
  constructor(
    readonly scope: DemandScope,
    readonly top: number,
  ) {
    super();
  }
}

/** Demand per district at its centroid, and every district centroid for the outline. */
export class GetDemandMapQuery extends Query<OpsDemandMap> {
  constructor(readonly scope: DemandScope) {
    super();
  }
}

/** Who can reach an area or district, with their spare places this week, beside the demand there. */
export class GetDemandSupplyQuery extends Query<OpsDemandSupply> {
  constructor(
    readonly scope: DemandScope,
    readonly place: { kind: DemandGroup; name: string },
    /** Names and ids of physiotherapists only for coordinators and admins. */
    readonly withNames: boolean,
    readonly now = new Date(),
  ) {
    super();
  }
}
