import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { finderEmailTemplates } from './finder.email-templates.js';
import { finderMailSources } from './finder.mail.js';

/**
 * Worker side: the emails that follow the matching outcome. They are asked for by the statements that record the
 * outcome (finder.mail-requests.ts, through the `mail.requested` outbox topic); this registers how they are sent.
 */
@Module({
  imports: [MailModule.forFeature({ templates: finderEmailTemplates, sources: finderMailSources })],
})
export class FinderNotificationsModule {}
