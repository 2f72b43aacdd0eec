import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { WaitlistProcessor } from './notify/waitlist.processor.js';
import { waitlistEmailTemplates } from './waitlist.email-templates.js';
import { waitlistMailSources } from './waitlist.mail.js';

/** Worker side of the waitlist: its emails, and notifying entries when their district becomes covered. */
@Module({
  imports: [MailModule.forFeature({ templates: waitlistEmailTemplates, sources: waitlistMailSources })],
  providers: [WaitlistProcessor],
})
export class WaitlistWorkerModule {}
