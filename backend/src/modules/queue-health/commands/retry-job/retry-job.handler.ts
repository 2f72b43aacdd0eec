import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { QueueInspector } from '../../queue-inspector.js';
import { RetryJobCommand } from './retry-job.command.js';

@CommandHandler(RetryJobCommand)
export class RetryJobHandler implements ICommandHandler<RetryJobCommand> {
  constructor(
    private readonly inspector: QueueInspector,
    private readonly audit: AuditLog,
  ) {}

  async execute({ queue, jobId, actor }: RetryJobCommand): Promise<void> {
    await this.inspector.retry(queue, jobId);
    // Recorded once Redis took the change (the two cannot share a transaction).
    await this.audit.record({ actor, action: 'retry-job', resource: 'queue-health', recordId: `${queue}/${jobId}` });
  }
}
