import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { updateEnquiryHandling } from '../../contact-enquiry.repository.js';
import { EnquiryErrors } from '../../enquiries.errors.js';
import {
  ENQUIRY_RECORD_COLUMNS,
  enquiryHistory,
  isEnquiryId,
  toEnquiryDetail,
  type EnquiryRecord,
} from '../../enquiry-records.js';
import { coordinatorName, decideEnquiryUpdate } from './enquiry-update.policy.js';
import { UpdateEnquiryCommand } from './update-enquiry.command.js';

// Locked so that two coordinators saving at once apply one after the other; now() is the transaction's time.
const SELECT_FOR_UPDATE = `select ${ENQUIRY_RECORD_COLUMNS}, now() as now from contact_enquiry where id = ? for update`;

@CommandHandler(UpdateEnquiryCommand)
export class UpdateEnquiryHandler implements ICommandHandler<UpdateEnquiryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, change, coordinator }: UpdateEnquiryCommand): Promise<OpsEnquiryDetail> {
    if (!isEnquiryId(id)) throw EnquiryErrors.notFound();
    // The change and its audit row commit together, or neither does.
    return this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<(EnquiryRecord & { now: Date })[]>(SELECT_FOR_UPDATE, [id]);
      if (!current) throw EnquiryErrors.notFound();
      const { next, changed } = decideEnquiryUpdate(
        {
          status: current.status,
          handledBy: current.handled_by,
          handledAt: current.handled_at,
          statusChangedAt: current.status_changed_at,
        },
        change,
        coordinatorName(coordinator),
        new Date(current.now),
      );
      if (changed.length === 0) {
        // Nothing to save, but the answer still shows the enquirer's email, phone and message: a view, audited.
        await this.audit.record({ actor: coordinator, action: 'view', resource: 'enquiries', recordId: id }, tx);
        return toEnquiryDetail(current, await enquiryHistory(tx, id));
      }
      const updated = await updateEnquiryHandling(tx, id, next);
      await this.audit.record(
        {
          actor: coordinator,
          action: 'update',
          resource: 'enquiries',
          recordId: id,
          details: { changed, status: next.status },
        },
        tx,
      );
      return toEnquiryDetail(updated, await enquiryHistory(tx, id));
    });
  }
}
