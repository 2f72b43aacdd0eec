import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsAuditEntry } from '@physio/api-contract';
import { recordLabels } from '../../record-labels.js';
import { AUDIT_COLUMNS, auditEntryView, type AuditRow } from '../../audit-entry-view.js';
import { AuditErrors } from '../../audit.errors.js';
import { GetAuditEntryQuery } from './get-audit-entry.query.js';

@QueryHandler(GetAuditEntryQuery)
export class GetAuditEntryHandler implements IQueryHandler<GetAuditEntryQuery, OpsAuditEntry> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAuditEntryQuery): Promise<OpsAuditEntry> {
    if (!/^\d{1,18}$/.test(id)) throw AuditErrors.entryNotFound();
    const [row] = await this.em.execute<AuditRow[]>(`select ${AUDIT_COLUMNS} from audit_log where id = ?`, [id]);
    if (!row) throw AuditErrors.entryNotFound();
    const [label] = await recordLabels(this.em, [row]);
    return auditEntryView(row, label);
  }
}
