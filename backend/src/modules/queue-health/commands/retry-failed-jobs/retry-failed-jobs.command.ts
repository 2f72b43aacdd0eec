import { Command } from '@nestjs/cqrs';
import type { QueueName } from '../../../../infra/queues/queues.js';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** Runs every failed job of one queue again; answers how many there were. */
export class RetryFailedJobsCommand extends Command<number> {
  constructor(
    readonly queue: QueueName,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
