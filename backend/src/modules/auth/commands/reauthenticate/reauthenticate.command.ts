import { Command } from '@nestjs/cqrs';
import type { OpsReauthenticateResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** The password again, for a sensitive action to follow (ending one's other sessions). */
export class ReauthenticateCommand extends Command<OpsReauthenticateResponse> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
  ) {
    super();
  }
}
