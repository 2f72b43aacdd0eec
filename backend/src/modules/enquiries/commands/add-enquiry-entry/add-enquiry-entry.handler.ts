import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { addEnquiryEntry } from '../../contact-enquiry.repository.js';
import { EnquiryErrors } from '../../enquiries.errors.js';
import {
  ENQUIRY_RECORD_COLUMNS,
  enquiryHistory,
  isEnquiryId,
  toEnquiryDetail,
  type EnquiryRecord,
} from '../../enquiry-records.js';
import { coordinatorName } from '../update-enquiry/enquiry-update.policy.js';
import { AddEnquiryEntryCommand } from './add-enquiry-entry.command.js';

@CommandHandler(AddEnquiryEntryCommand)
export class AddEnquiryEntryHandler implements ICommandHandler<AddEnquiryEntryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ enquiryId: id, kind, body, actor }: AddEnquiryEntryCommand): Promise<OpsEnquiryDetail> {
    if (!isEnquiryId(id)) throw EnquiryErrors.notFound();
    // The entry (and a reply's email request) and its audit row commit together, or neither does.
    return this.em.fork().transactional(async (tx) => {
      const entryId = await addEnquiryEntry(tx, {
        enquiryId: id,
        kind,
        authorAccountId: actor.id,
        author: coordinatorName(actor),
        body,
      });
      if (entryId === undefined) throw EnquiryErrors.notFound();
      // What was written may hold personal details: the audit records that it was, not what it says.
      await this.audit.record(
        {
          actor,
          action: kind === 'reply' ? 'send-reply' : 'add-note',
          resource: 'enquiries',
          recordId: id,
          details: { entry_id: Number(entryId) },
        },
        tx,
      );
      const [row] = await tx.execute<EnquiryRecord[]>(
        `select ${ENQUIRY_RECORD_COLUMNS} from contact_enquiry where id = ?`,
        [id],
      );
      return toEnquiryDetail(row, await enquiryHistory(tx, id));
    });
  }
}
