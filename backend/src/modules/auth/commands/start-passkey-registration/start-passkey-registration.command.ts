import { Command } from '@nestjs/cqrs';
import type { OpsPasskeyRegistrationOptions } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Re-authenticates with the password, then gives the options for the browser to create a passkey. */
export class StartPasskeyRegistrationCommand extends Command<OpsPasskeyRegistrationOptions> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
  ) {
    super();
  }
}
