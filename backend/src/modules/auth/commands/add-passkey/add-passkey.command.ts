import { Command } from '@nestjs/cqrs';
import type { OpsPasskey } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Keeps the passkey the browser created for the registration that `setupToken` started. */
export class AddPasskeyCommand extends Command<OpsPasskey> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly setupToken: string,
    readonly name: string,
    readonly credential: Record<string, unknown>,
  ) {
    super();
  }
}
