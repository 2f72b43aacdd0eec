import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { OutboxModule } from '../../infra/outbox/outbox.module.js';
import { WaitlistProcessor } from './notify/waitlist.processor.js';
import { waitlistEmailTemplates } from './waitlist.email-templates.js';
import { waitlistMailSources } from './waitlist.mail.js';
import { waitlistOutboxRoutes } from './waitlist.outbox-routes.js';

/** Worker side of the waitlist: its emails, and notifying entries when their district becomes covered. */
@Module({
  imports: [
    MailModule.forFeature({ templates: waitlistEmailTemplates, sources: waitlistMailSources }),
    OutboxModule.forFeature(waitlistOutboxRoutes),
  ],
  providers: [WaitlistProcessor],
})
export class WaitlistWorkerModule {}
