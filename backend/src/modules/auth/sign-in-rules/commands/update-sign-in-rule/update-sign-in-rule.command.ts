import { Command } from '@nestjs/cqrs';
import type { OpsRole, OpsSignInRule } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';

/** An administrator requires passkeys of a role's accounts, or stops requiring them. */
export class UpdateSignInRuleCommand extends Command<OpsSignInRule> {
  constructor(
    readonly actor: OpsPrincipal,
    readonly role: OpsRole,
    readonly passkeyRequired: boolean,
  ) {
    super();
  }
}
