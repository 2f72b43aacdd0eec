import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { QueueInspector } from '../../queue-inspector.js';
import { RetryFailedJobsCommand } from './retry-failed-jobs.command.js';

@CommandHandler(RetryFailedJobsCommand)
export class RetryFailedJobsHandler implements ICommandHandler<RetryFailedJobsCommand, number> {
  constructor(
    private readonly inspector: QueueInspector,
    private readonly audit: AuditLog,
  ) {}

  async execute({ queue, actor }: RetryFailedJobsCommand): Promise<number> {
    const retried = await this.inspector.retryFailed(queue);
    await this.audit.record({
      actor,
      action: 'retry-failed-jobs',
      resource: 'queue-health',
      recordId: queue,
      details: { count: retried },
    });
    return retried;
  }
}
