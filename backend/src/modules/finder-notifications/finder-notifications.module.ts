import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { SendConfirmationWhenFinderRequestAwaitsConfirmationHandler } from './events/send-confirmation-when-finder-request-awaits-confirmation.handler.js';
import { SendEmailsWhenFinderRequestMatchedHandler } from './events/send-emails-when-finder-request-matched.handler.js';
import { SendEmailsWhenFinderRequestUnmatchedHandler } from './events/send-emails-when-finder-request-unmatched.handler.js';
import { finderEmailTemplates } from './finder.email-templates.js';
import { finderMailSources } from './finder.mail.js';

/** Worker side: emails that follow the matching outcome (published on the event bus by the matching processor). */
@Module({
  imports: [MailModule.forFeature({ templates: finderEmailTemplates, sources: finderMailSources })],
  providers: [
    SendEmailsWhenFinderRequestMatchedHandler,
    SendEmailsWhenFinderRequestUnmatchedHandler,
    SendConfirmationWhenFinderRequestAwaitsConfirmationHandler,
  ],
})
export class FinderNotificationsModule {}
