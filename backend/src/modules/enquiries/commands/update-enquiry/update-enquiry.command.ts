import { Command } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { EnquiryChange } from './enquiry-update.policy.js';

/** A coordinator moves an enquiry along (new, in progress, handled) and keeps a note on it. */
export class UpdateEnquiryCommand extends Command<OpsEnquiryDetail> {
  constructor(
    readonly id: string,
    readonly change: EnquiryChange,
    readonly coordinator: OpsPrincipal,
  ) {
    super();
  }
}
