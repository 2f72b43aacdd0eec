import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { DataRightsAudit } from '../../data-rights-audit.js';
import { PersonalDataService, countsOf } from '../../personal-data.js';
import { toExport, type PersonalDataExport } from '../../personal-data.views.js';
import { ExportPersonalDataQuery } from './export-personal-data.query.js';

@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery, PersonalDataExport> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PersonalDataService,
    private readonly audit: AuditLog,
    private readonly details: DataRightsAudit,
  ) {}

  async execute({ identifier, viewer }: ExportPersonalDataQuery): Promise<PersonalDataExport> {
    const data = await this.store.find(this.em.fork(), identifier);
    await this.audit.record({
      actor: viewer,
      action: 'export',
      resource: 'data-rights',
      details: this.details.of(identifier, countsOf(data)),
    });
    return toExport(identifier, data, new Date());
  }
}
