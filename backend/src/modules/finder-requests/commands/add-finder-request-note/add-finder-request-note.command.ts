import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

export class AddFinderRequestNoteCommand extends Command<void> {
  constructor(
    readonly finderRequestId: string,
    readonly body: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
