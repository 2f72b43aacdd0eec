import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator takes a request ("assign to me"; from whoever had it), or hands back one they have. */
export class TakeFinderRequestCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly take: boolean,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
