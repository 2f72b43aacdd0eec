import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { queueHealthEmailTemplates } from './queue-health.email-templates.js';
import { queueHealthMailSources } from './queue-health.mail.js';
import { QueueHealthMonitor } from './queue-health-monitor.js';
import { QueueInspector } from './queue-inspector.js';

/** Worker side: the background work check and the coordinators' alert email it sends once per incident. */
@Module({
  imports: [MailModule.forFeature({ templates: queueHealthEmailTemplates, sources: queueHealthMailSources })],
  providers: [QueueInspector, QueueHealthMonitor],
})
export class QueueHealthWorkerModule {}
