import { Query } from '@nestjs/cqrs';
import type { FinderRequestView } from '@physio/api-contract';

export class GetFinderRequestQuery extends Query<FinderRequestView> {
  constructor(readonly id: string) {
    super();
  }
}
