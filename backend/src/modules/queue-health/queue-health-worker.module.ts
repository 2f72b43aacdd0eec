import { Module } from '@nestjs/common';
import { MailModule } from '../../infra/mail/mail.module.js';
import { queueHealthEmailTemplates } from './queue-health.email-templates.js';
import { queueHealthMailSources } from './queue-health.mail.js';
import { QueueHealthMonitor } from './queue-health-monitor.js';
import { QueueInspector } from './queue-inspector.js';
import { BackgroundWorkMetrics } from './background-work.metrics.js';

/**
 * Worker side: the background work check, the coordinators' alert email it sends once per incident, and the same
 * figures for monitoring.
 */
@Module({
  imports: [MailModule.forFeature({ templates: queueHealthEmailTemplates, sources: queueHealthMailSources })],
  providers: [QueueInspector, QueueHealthMonitor, BackgroundWorkMetrics],
})
export class QueueHealthWorkerModule {}
