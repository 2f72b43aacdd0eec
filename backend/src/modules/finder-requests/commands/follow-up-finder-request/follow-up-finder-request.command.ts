import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { FinderRequestFollowUp } from '../../finder-request-follow-up.js';

/** A coordinator records what happened after matching: contacted the family, closed, or cancelled (with why). */
export class FollowUpFinderRequestCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly followUp: FinderRequestFollowUp,
    readonly reason: string | undefined,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
