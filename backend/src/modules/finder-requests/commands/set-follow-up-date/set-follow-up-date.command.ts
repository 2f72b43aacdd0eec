import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator sets the day a request comes back to the top of the queue, or clears it (null). */
export class SetFollowUpDateCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly day: string | null,
    readonly actor: OpsPrincipal,
    readonly now = new Date(),
  ) {
    super();
  }
}
