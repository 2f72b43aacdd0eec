import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataRightsSearchResult } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { DataRightsAudit } from '../../data-rights-audit.js';
import { PersonalDataService, countsOf } from '../../personal-data.js';
import { toSearchResult } from '../../personal-data.views.js';
import { FindPersonalDataQuery } from './find-personal-data.query.js';

@QueryHandler(FindPersonalDataQuery)
export class FindPersonalDataHandler implements IQueryHandler<FindPersonalDataQuery, DataRightsSearchResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PersonalDataService,
    private readonly audit: AuditLog,
    private readonly details: DataRightsAudit,
  ) {}

  async execute({ identifier, viewer }: FindPersonalDataQuery): Promise<DataRightsSearchResult> {
    const data = await this.store.find(this.em.fork(), identifier);
    // The answer is a view of a person's data: it leaves only once the trail of who searched is written.
    await this.audit.record({
      actor: viewer,
      action: 'search',
      resource: 'data-rights',
      details: this.details.of(identifier, countsOf(data)),
    });
    return toSearchResult(identifier, data);
  }
}
