import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/**
 * A coordinator gives an unmatched (or long-pending) family a physiotherapist. It ends as an automatic match
 * does: the request is matched, the week's load counts the family, and the same statement asks for the same emails
 * (the family's and the physiotherapist's), sent once.
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
