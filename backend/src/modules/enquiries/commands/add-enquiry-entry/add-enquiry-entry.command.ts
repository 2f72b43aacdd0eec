import { Command } from '@nestjs/cqrs';
import type { EnquiryEntryKind, OpsEnquiryDetail } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator adds a note to an enquiry's history, or sends the person a reply (recorded in the history). */
export class AddEnquiryEntryCommand extends Command<OpsEnquiryDetail> {
  constructor(
    readonly enquiryId: string,
    readonly kind: EnquiryEntryKind,
    readonly body: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
