import { Module } from '@nestjs/common';
import { SubmitContactEnquiryHandler } from './commands/submit-contact-enquiry/submit-contact-enquiry.handler.js';
import { ContactController } from './contact.controller.js';

@Module({ controllers: [ContactController], providers: [SubmitContactEnquiryHandler] })
export class EnquiriesModule {}
