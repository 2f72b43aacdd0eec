import { Command } from '@nestjs/cqrs';
import type { OpsTotpEnableResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

export interface EnableTotpResult {
  response: OpsTotpEnableResponse;
  /** The session's new id, for the cookie only (ASVS 7.2.4: renewed after re-authentication). */
  sessionId: string;
}

/** Proves the app holds the new secret with one code, then makes it the account's second factor. */
export class EnableTotpCommand extends Command<EnableTotpResult> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly setupToken: string,
    readonly code: string,
  ) {
    super();
  }
}
