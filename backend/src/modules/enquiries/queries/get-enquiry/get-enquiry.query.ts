import { Query } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** One enquiry with the sender's contact details, as a coordinator opens it (the view is audited). */
export class GetEnquiryQuery extends Query<OpsEnquiryDetail> {
  constructor(
    readonly id: string,
    readonly viewer: OpsPrincipal,
  ) {
    super();
  }
}
