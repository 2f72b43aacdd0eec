import { Query } from '@nestjs/cqrs';
import type { OpsDemandTrend } from '@physio/api-contract';
import type { DemandScope } from '../../ops/demand-scope.js';

/** Weekly figures (ISO weeks) of the report's top `top` rows. */
export class GetDemandTrendQuery extends Query<OpsDemandTrend> {
  constructor(
    readonly scope: DemandScope,
    readonly top: number,
  ) {
    super();
  }
}
