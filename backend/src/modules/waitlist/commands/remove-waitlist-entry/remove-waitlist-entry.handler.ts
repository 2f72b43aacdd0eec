import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsWaitlistRow } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { WaitlistErrors } from '../../waitlist.errors.js';
import { RemoveWaitlistEntryCommand } from './remove-waitlist-entry.command.js';
import { removeWaitlistEntry } from '../../waitlist-entry.repository.js';
import { isWaitlistEntryId, toWaitlistRow } from '../../waitlist-records.js';

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
    if (!isWaitlistEntryId(id)) throw WaitlistErrors.entryNotFound();
    return this.em.fork().transactional(async (tx) => {
      const row = await removeWaitlistEntry(tx, id);
      if (!row) throw WaitlistErrors.entryNotFound();
      await this.audit.record(
        { actor, action: 'delete', resource: 'waitlist', recordId: id, details: { reason, district: row.district } },
        tx,
      );
      return toWaitlistRow(row);
    });
  }
}
