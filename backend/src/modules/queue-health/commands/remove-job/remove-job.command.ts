import { Command } from '@nestjs/cqrs';
import type { QueueName } from '../../../../infra/queues/queues.js';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** Deletes one failed job: the work it stood for will not be done (the record it names is not touched). */
export class RemoveJobCommand extends Command<void> {
  constructor(
    readonly queue: QueueName,
    readonly jobId: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
