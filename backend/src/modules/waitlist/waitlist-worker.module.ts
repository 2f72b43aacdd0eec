import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { WaitlistProcessor } from './notify/waitlist.processor.js';

/** Worker side of the waitlist: notify entries when their district becomes covered. */
@Module({ imports: [MailModule], providers: [WaitlistProcessor] })
export class WaitlistWorkerModule {}
