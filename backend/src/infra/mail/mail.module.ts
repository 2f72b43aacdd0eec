import { Module } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { mailOutboxRoutes } from './mail.outbox-routes.js';
import { MailProcessor } from './mail.processor.js';
import { MailQueue } from './mail-queue.js';
import { MAIL_SOURCES } from './mail-source.js';
import { ALL_MAIL_SOURCES } from './mail-sources.js';
import { MailTransport } from './mail-transport.js';
import { createEmailRendererInThread } from './templates/compile-templates.thread.js';
import { EmailRenderer } from './templates/email-renderer.js';

/** Worker side of mail: the one mail queue's processor, the pooled SMTP transport and the compiled templates. */
@Module({
  imports: [OutboxModule.forFeature(mailOutboxRoutes)],
  providers: [
    MailProcessor,
    MailTransport,
    MailQueue,
    { provide: MAIL_SOURCES, useValue: ALL_MAIL_SOURCES },
    {
      provide: EmailRenderer,
      inject: [Env],
      useFactory: (env: Env) => createEmailRendererInThread({ baseUrl: env.PUBLIC_BASE_URL }),
    },
  ],
  exports: [MailQueue],
})
export class MailModule {}
