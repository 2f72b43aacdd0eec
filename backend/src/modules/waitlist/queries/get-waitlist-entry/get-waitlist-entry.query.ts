import { Query } from '@nestjs/cqrs';
import type { OpsWaitlistEntryDetail } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** One entry with the person's name, email and postcode, as a coordinator opens it (the view is audited). */
export class GetWaitlistEntryQuery extends Query<OpsWaitlistEntryDetail> {
  constructor(
    readonly id: string,
    readonly viewer: OpsPrincipal,
  ) {
    super();
  }
}
