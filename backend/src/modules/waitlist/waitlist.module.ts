import { Module } from '@nestjs/common';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler.js';
import { LeaveWaitlistHandler } from './commands/leave-waitlist/leave-waitlist.handler.js';
import { CheckUnsubscribeLinkHandler } from './queries/check-unsubscribe-link/check-unsubscribe-link.handler.js';
import { WaitlistController } from './waitlist.controller.js';

/** The API side of the waitlist: join, and leave (a page from the emails' link, then a POST). Emails go out from the worker. */
@Module({
  controllers: [WaitlistController],
  providers: [JoinWaitlistHandler, LeaveWaitlistHandler, CheckUnsubscribeLinkHandler],
})
export class WaitlistModule {}
