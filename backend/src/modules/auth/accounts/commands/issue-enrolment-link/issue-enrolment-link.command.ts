import { Command } from '@nestjs/cqrs';
import type { OpsEnrolmentLink } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../current-account.decorator.js';

/**
 * An admin issues the account's one-time enrolment link (ASVS 6.4.1): through it the person chooses a password and
 * sets up their authenticator app. Any earlier link of the account stops working.
 */
export class IssueEnrolmentLinkCommand extends Command<OpsEnrolmentLink> {
  constructor(
    readonly actor: OpsPrincipal,
    readonly accountId: number,
  ) {
    super();
  }
}
