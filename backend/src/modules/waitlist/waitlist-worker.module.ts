import { Module } from '@nestjs/common';
import { OutboxModule } from '../../infra/outbox/outbox.module.js';
import { MailModule } from '../../infra/mail/mail.module.js';
import { WaitlistProcessor } from './notify/waitlist.processor.js';
import { waitlistOutboxRoutes } from './waitlist.outbox-routes.js';

/** Worker side of the waitlist: notify entries when their district becomes covered. */
@Module({
  imports: [MailModule, OutboxModule.forFeature(waitlistOutboxRoutes)],
  providers: [WaitlistProcessor],
})
export class WaitlistWorkerModule {}
