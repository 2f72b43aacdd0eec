import { Query } from '@nestjs/cqrs';
import type { OpsAuditEntry } from '@physio/api-contract';

export class GetAuditEntryQuery extends Query<OpsAuditEntry> {
  constructor(readonly id: string) {
    super();
  }
}
