import { Query } from '@nestjs/cqrs';
import type { OpsFinderRequestDetail } from '@physio/api-contract';

/** One request as a coordinator works it: the family's details, the match, notes and the candidates. */
export class GetFinderRequestForOpsQuery extends Query<OpsFinderRequestDetail> {
  constructor(
    readonly id: string,
    readonly now = new Date(),
  ) {
    super();
  }
}
