import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsWaitlistRow } from '@physio/api-contract';
import { NotFoundError } from '../../../common/errors/domain-error.js';
import { AuditLog } from '../../audit/audit-log.js';
import { RemoveWaitlistEntryCommand } from './remove-waitlist-entry.command.js';
import { isWaitlistEntryId, toWaitlistRow, WAITLIST_ROW_COLUMNS, type WaitlistRecord } from './waitlist-records.js';

/**
 * Deletes the entry (we keep nothing about someone who left, as the leave link does) and records who removed it and
 * why, in one transaction. No email: emails still queued for it find no entry and are skipped.
 */
@CommandHandler(RemoveWaitlistEntryCommand)
export class RemoveWaitlistEntryHandler implements ICommandHandler<RemoveWaitlistEntryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, reason, actor }: RemoveWaitlistEntryCommand): Promise<OpsWaitlistRow> {
    if (!isWaitlistEntryId(id)) throw new NotFoundError('Waitlist entry');
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<WaitlistRecord[]>(
        `with removed as (delete from waitlist_entry where id = ? returning *)
         select ${WAITLIST_ROW_COLUMNS} from removed w left join postcode_district d on d.district = w.district`,
        [id],
      );
      if (!row) throw new NotFoundError('Waitlist entry');
      await this.audit.record(
        { actor, action: 'delete', resource: 'waitlist', recordId: id, details: { reason, district: row.district } },
        tx,
      );
      return toWaitlistRow(row);
    });
  }
}
