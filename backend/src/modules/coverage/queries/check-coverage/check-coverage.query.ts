import { Query } from '@nestjs/cqrs';
import type { CoverageCheckResponse } from '@physio/api-contract';

export class CheckCoverageQuery extends Query<CoverageCheckResponse> {
  constructor(readonly postcode: string) {
    super();
  }
}
