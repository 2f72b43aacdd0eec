import { Module } from '@nestjs/common';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler.js';
import { LeaveWaitlistHandler } from './commands/leave-waitlist/leave-waitlist.handler.js';
import { WaitlistController } from './waitlist.controller.js';

/** The API side of the waitlist: join and one-click leave. Emails go out from the worker. */
@Module({ controllers: [WaitlistController], providers: [JoinWaitlistHandler, LeaveWaitlistHandler] })
export class WaitlistModule {}
