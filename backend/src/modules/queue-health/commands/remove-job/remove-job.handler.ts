import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { QueueInspector } from '../../queue-inspector.js';
import { RemoveJobCommand } from './remove-job.command.js';

@CommandHandler(RemoveJobCommand)
export class RemoveJobHandler implements ICommandHandler<RemoveJobCommand> {
  constructor(
    private readonly inspector: QueueInspector,
    private readonly audit: AuditLog,
  ) {}

  async execute({ queue, jobId, actor }: RemoveJobCommand): Promise<void> {
    await this.inspector.remove(queue, jobId);
    await this.audit.record({ actor, action: 'remove-job', resource: 'queue-health', recordId: `${queue}/${jobId}` });
  }
}
