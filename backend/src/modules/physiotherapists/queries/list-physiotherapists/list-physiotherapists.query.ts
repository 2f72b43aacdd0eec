import { Query } from '@nestjs/cqrs';
import type { OpsPhysiotherapist, OpsPhysiotherapistFilter } from '@physio/api-contract';
import type { ListPage, ListQuery } from '../../../../common/simple-rest/index.js';

export class ListPhysiotherapistsQuery extends Query<ListPage<OpsPhysiotherapist>> {
  constructor(readonly list: ListQuery<OpsPhysiotherapistFilter>) {
    super();
  }
}
