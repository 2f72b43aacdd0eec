import { Command } from '@nestjs/cqrs';
import type { OpsAccountCreateBody } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';
import type { AccountChangeResult } from '../../account-view.js';

export class CreateAccountCommand extends Command<AccountChangeResult> {
  constructor(
    /** The admin who creates it; null from the command line. */
    readonly actor: OpsPrincipal | null,
    readonly body: OpsAccountCreateBody,
    /** Command line only: enrol a TOTP secret at once and hand it back. */
    readonly withTotp = false,
  ) {
    super();
  }
}
