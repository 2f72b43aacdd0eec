import { Query } from '@nestjs/cqrs';
import type { OpsPhysiotherapist } from '@physio/api-contract';

export class GetPhysiotherapistQuery extends Query<OpsPhysiotherapist> {
  constructor(readonly id: number) {
    super();
  }
}
