import { Command } from '@nestjs/cqrs';
import type { OpsWaitlistRow, WaitlistRemovalReason } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator removes an entry (e.g. the person asked by phone). The person is not emailed. */
export class RemoveWaitlistEntryCommand extends Command<OpsWaitlistRow> {
  constructor(
    readonly id: string,
    readonly reason: WaitlistRemovalReason,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
