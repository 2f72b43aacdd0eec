import { Command } from '@nestjs/cqrs';
import type { OpsEndSessionsResponse } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';

export type EndAccountSessionsResult = OpsEndSessionsResponse;

/** An admin signs an account out everywhere (ASVS 7.4.5), e.g. after a lost laptop. */
export class EndAccountSessionsCommand extends Command<EndAccountSessionsResult> {
  constructor(
    readonly actor: OpsPrincipal,
    readonly accountId: number,
  ) {
    super();
  }
}
