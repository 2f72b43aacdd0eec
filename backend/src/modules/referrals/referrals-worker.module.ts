import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { OfferDeadlineMonitor } from './offer-deadline-monitor.js';
import { referralEmailTemplates } from './referral.email-templates.js';
import { referralMailSources } from './referral.mail.js';

/** Worker side: the offer emails, and the reply deadlines that lapse unanswered offers. */
@Module({
  imports: [MailModule.forFeature({ templates: referralEmailTemplates, sources: referralMailSources })],
  providers: [OfferDeadlineMonitor],
})
export class ReferralsWorkerModule {}
