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
    /** False only for the local demo account of `npm start` (never in production): its password is printed on
     * every start. Any other password an administrator sets works once. */
    readonly oneTimePassword = true,
  ) {
    super();
  }
}
