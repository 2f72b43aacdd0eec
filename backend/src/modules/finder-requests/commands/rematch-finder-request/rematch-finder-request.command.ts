import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/**
 * Runs the matching again for an unmatched request (a physiotherapist has joined, or capacity freed up).
 * The request goes back to pending and the worker decides it as it did the first time.
 */
export class RematchFinderRequestCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
