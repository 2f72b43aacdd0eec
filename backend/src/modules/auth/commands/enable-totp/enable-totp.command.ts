import { Command } from '@nestjs/cqrs';
import type { OpsSessionView } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Proves the app holds the new secret with one code, then makes it the account's second factor. */
export class EnableTotpCommand extends Command<OpsSessionView> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly setupToken: string,
    readonly code: string,
  ) {
    super();
  }
}
