import { Query } from '@nestjs/cqrs';
import type { DataRightsSearchResult } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { PersonalIdentifier } from '../../personal-identifier.js';

/** Everything held about one email address or phone number, as an admin confirms the person (audited). */
export class FindPersonalDataQuery extends Query<DataRightsSearchResult> {
  constructor(
    readonly identifier: PersonalIdentifier,
    readonly viewer: OpsPrincipal,
  ) {
    super();
  }
}
