import { Query } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { PersonalIdentifier } from '../../personal-identifier.js';
import type { PersonalDataExport } from '../../personal-data.views.js';

/** The Article 15 copy of everything held about one email address or phone number (audited). */
export class ExportPersonalDataQuery extends Query<PersonalDataExport> {
  constructor(
    readonly identifier: PersonalIdentifier,
    readonly viewer: OpsPrincipal,
  ) {
    super();
  }
}
