import { Command } from '@nestjs/cqrs';
import type { OpsUnlockSignInResponse } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';

/** An admin lets an account sign in again at once: its failed attempts are forgotten (ASVS 6.3.1). */
export class UnlockAccountSignInCommand extends Command<OpsUnlockSignInResponse> {
  constructor(
    readonly actor: OpsPrincipal,
    readonly accountId: number,
  ) {
    super();
  }
}
