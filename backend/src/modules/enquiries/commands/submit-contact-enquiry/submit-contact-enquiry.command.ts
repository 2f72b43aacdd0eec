import { Command } from '@nestjs/cqrs';
import type { SubmitContactEnquiryDto } from './submit-contact-enquiry.dto.js';

import type { ContactEnquiryReceived } from '@physio/api-contract';

export type { ContactEnquiryReceived };

export class SubmitContactEnquiryCommand extends Command<ContactEnquiryReceived> {
  constructor(readonly enquiry: SubmitContactEnquiryDto) {
    super();
  }
}
