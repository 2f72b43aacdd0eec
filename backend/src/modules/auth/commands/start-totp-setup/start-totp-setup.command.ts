import { Command } from '@nestjs/cqrs';
import type { OpsTotpSetupResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Re-authenticates, then hands out a new TOTP secret to enrol; nothing changes until /totp/enable. */
export class StartTotpSetupCommand extends Command<OpsTotpSetupResponse> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
  ) {
    super();
  }
}
