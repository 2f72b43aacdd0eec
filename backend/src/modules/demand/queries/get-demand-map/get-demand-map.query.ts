import { Query } from '@nestjs/cqrs';
import type { OpsDemandMap } from '@physio/api-contract';
import type { DemandScope } from '../../ops/demand-scope.js';

/** Demand per district at its centroid, and every district centroid for the outline. */
export class GetDemandMapQuery extends Query<OpsDemandMap> {
  constructor(readonly scope: DemandScope) {
    super();
  }
}
