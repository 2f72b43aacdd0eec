import { Module } from '@nestjs/common';
import { SubmitContactEnquiryHandler } from './commands/submit-contact-enquiry/submit-contact-enquiry.handler.js';
import { AddEnquiryEntryHandler } from './commands/add-enquiry-entry/add-enquiry-entry.handler.js';
import { UpdateEnquiryHandler } from './commands/update-enquiry/update-enquiry.handler.js';
import { ContactController } from './contact.controller.js';
import { EnquiriesOpsController } from './ops/enquiries.ops.controller.js';
import { GetEnquiryHandler } from './queries/get-enquiry/get-enquiry.handler.js';
import { ListEnquiriesHandler } from './queries/list-enquiries/list-enquiries.handler.js';

/** The public contact form, and the coordinators' inbox of what it brings in. */
@Module({
  controllers: [ContactController, EnquiriesOpsController],
  providers: [
    SubmitContactEnquiryHandler,
    ListEnquiriesHandler,
    GetEnquiryHandler,
    UpdateEnquiryHandler,
    AddEnquiryEntryHandler,
  ],
})
export class EnquiriesModule {}
