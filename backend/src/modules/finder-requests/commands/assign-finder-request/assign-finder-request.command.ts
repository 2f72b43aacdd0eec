import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/**
 * A coordinator gives an unmatched (or long-pending) family a physiotherapist. It ends as an automatic match
 * does: the request is matched, the week's load counts the family, and the matching worker publishes
 * FinderRequestMatched, so the family and the physiotherapist get the same emails, once.
 */
export class AssignFinderRequestCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly physiotherapistId: number,
    readonly overCapacityReason: string | undefined,
    readonly actor: OpsPrincipal,
    readonly now = new Date(),
  ) {
    super();
  }
}
