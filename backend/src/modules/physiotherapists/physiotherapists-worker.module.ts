import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { availabilityEmailTemplates } from './availability/availability.email-templates.js';
import { availabilityMailSources } from './availability/availability.mail.js';

/** Worker side: the email with a link to a physiotherapist's availability page. */
@Module({
  imports: [MailModule.forFeature({ templates: availabilityEmailTemplates, sources: availabilityMailSources })],
})
export class PhysiotherapistsWorkerModule {}
