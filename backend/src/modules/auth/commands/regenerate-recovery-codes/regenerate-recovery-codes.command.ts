import { Command } from '@nestjs/cqrs';
import type { OpsRecoveryCodesResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Ten new recovery codes after re-authentication; the earlier ones stop working. */
export class RegenerateRecoveryCodesCommand extends Command<OpsRecoveryCodesResponse> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
  ) {
    super();
  }
}
