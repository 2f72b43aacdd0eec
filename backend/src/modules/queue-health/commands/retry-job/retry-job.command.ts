import { Command } from '@nestjs/cqrs';
import type { QueueName } from '../../../../infra/queues/queues.js';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** Runs one failed job again (it goes back to waiting with the attempts it has left, at least one). */
export class RetryJobCommand extends Command<void> {
  constructor(
    readonly queue: QueueName,
    readonly jobId: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
