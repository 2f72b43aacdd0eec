import { Command } from '@nestjs/cqrs';
import type { SubmitContactEnquiryDto } from './submit-contact-enquiry.dto.js';

export interface ContactEnquiryReceived {
  id: string;
  status: 'received';
}

export class SubmitContactEnquiryCommand extends Command<ContactEnquiryReceived> {
  constructor(readonly enquiry: SubmitContactEnquiryDto) {
    super();
  }
}
