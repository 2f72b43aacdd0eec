import { Command } from '@nestjs/cqrs';
import type { OpsAccountUpdateBody } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';
import type { AccountChangeResult } from '../../account-view.js';

/** Changes an account. Disabling it or resetting its password ends its sessions. */
export class UpdateAccountCommand extends Command<AccountChangeResult> {
  constructor(
    /** The admin who changes it; null from the command line. */
    readonly actor: OpsPrincipal | null,
    readonly accountId: number,
    readonly changes: OpsAccountUpdateBody,
    /** Command line only: replace the second factor with a new secret, handed back once. */
    readonly newTotpSecret = false,
  ) {
    super();
  }
}
