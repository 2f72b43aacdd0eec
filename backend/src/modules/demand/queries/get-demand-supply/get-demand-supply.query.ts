import { Query } from '@nestjs/cqrs';
import type { OpsDemandSupply, DemandGroup } from '@physio/api-contract';
import type { DemandScope } from '../../ops/demand-scope.js';

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
