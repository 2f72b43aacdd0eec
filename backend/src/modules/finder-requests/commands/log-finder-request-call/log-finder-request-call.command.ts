import { Command } from '@nestjs/cqrs';
import type { CallOutcome } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator called the family: what came of it, what was said, and when to try again. */
export class LogFinderRequestCallCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly outcome: CallOutcome,
    readonly note: string | undefined,
    readonly followUpOn: string | undefined,
    readonly actor: OpsPrincipal,
    readonly now = new Date(),
  ) {
    super();
  }
}
