import { Command } from '@nestjs/cqrs';
import type { OpsPasskey } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Removes one of the signed-in person's own passkeys; answers the passkey removed. */
export class RemovePasskeyCommand extends Command<OpsPasskey> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly passkeyId: number,
  ) {
    super();
  }
}
