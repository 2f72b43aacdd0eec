import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../current-account.decorator.js';

export interface EndAccountSessionsResult {
  id: number;
  sessions_ended: number;
}

/** An admin signs an account out everywhere (ASVS 7.4.5), e.g. after a lost laptop. */
export class EndAccountSessionsCommand extends Command<EndAccountSessionsResult> {
  constructor(
    readonly actor: OpsPrincipal,
    readonly accountId: number,
  ) {
    super();
  }
}
