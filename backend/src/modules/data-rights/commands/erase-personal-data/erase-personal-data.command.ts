import { Command } from '@nestjs/cqrs';
import type { DataRightsCounts, DataRightsEraseResult } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { PersonalIdentifier } from '../../personal-identifier.js';

/** Article 17: erase everything held about one email address or phone number, as the admin confirmed it. */
export class ErasePersonalDataCommand extends Command<DataRightsEraseResult> {
  constructor(
    readonly identifier: PersonalIdentifier,
    readonly expectedCounts: DataRightsCounts,
    readonly reference: string,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
