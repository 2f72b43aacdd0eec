import { Query } from '@nestjs/cqrs';
import type { OpsAccountView } from '../../account-view.js';

export class GetAccountQuery extends Query<OpsAccountView> {
  constructor(readonly accountId: number) {
    super();
  }
}
