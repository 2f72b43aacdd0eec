import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { contactEmailTemplates } from './contact.email-templates.js';
import { contactMailSources } from './contact.mail.js';

/** Worker side of enquiries: the team's copy of a contact message and the sender's acknowledgement. */
@Module({ imports: [MailModule.forFeature({ templates: contactEmailTemplates, sources: contactMailSources })] })
export class EnquiriesWorkerModule {}
