import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsWaitlistEntryDetail } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { WaitlistErrors } from '../../waitlist.errors.js';
import { GetWaitlistEntryQuery } from './get-waitlist-entry.query.js';
import {
  isWaitlistEntryId,
  toWaitlistDetail,
  WAITLIST_DETAIL_COLUMNS,
  type WaitlistRecord,
} from '../../waitlist-records.js';

@QueryHandler(GetWaitlistEntryQuery)
export class GetWaitlistEntryHandler implements IQueryHandler<GetWaitlistEntryQuery, OpsWaitlistEntryDetail> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, viewer }: GetWaitlistEntryQuery): Promise<OpsWaitlistEntryDetail> {
    if (!isWaitlistEntryId(id)) throw WaitlistErrors.entryNotFound();
    const [row] = await this.em.execute<WaitlistRecord[]>(
      `select ${WAITLIST_DETAIL_COLUMNS}
       from waitlist_entry w left join postcode_district d on d.district = w.district where w.id = ?`,
      [id],
    );
    if (!row) throw WaitlistErrors.entryNotFound();
    // The answer shows a person's name and email: it leaves only once the trail of who saw them is written.
    await this.audit.record({ actor: viewer, action: 'view', resource: 'waitlist', recordId: row.id });
    return toWaitlistDetail(row);
  }
}
