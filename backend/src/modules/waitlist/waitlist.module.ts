import { Module } from '@nestjs/common';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler.js';
import { LeaveWaitlistHandler } from './commands/leave-waitlist/leave-waitlist.handler.js';
import { CheckUnsubscribeLinkHandler } from './queries/check-unsubscribe-link/check-unsubscribe-link.handler.js';
import { GetWaitlistEntryHandler } from './queries/get-waitlist-entry/get-waitlist-entry.handler.js';
import { ListWaitlistHandler } from './queries/list-waitlist/list-waitlist.handler.js';
import { RemoveWaitlistEntryHandler } from './commands/remove-waitlist-entry/remove-waitlist-entry.handler.js';
import { WaitlistOpsController } from './ops/waitlist.ops.controller.js';
import { WaitlistController } from './waitlist.controller.js';

/**
 * The API side of the waitlist: join, and leave (a page from the emails' link, then a POST); and the coordinators'
 * view of it in the dashboard. Emails go out from the worker.
 */
@Module({
  controllers: [WaitlistController, WaitlistOpsController],
  providers: [
    JoinWaitlistHandler,
    LeaveWaitlistHandler,
    CheckUnsubscribeLinkHandler,
    ListWaitlistHandler,
    GetWaitlistEntryHandler,
    RemoveWaitlistEntryHandler,
  ],
})
export class WaitlistModule {}
