import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { ENQUIRY_RECORD_COLUMNS, isEnquiryId, toEnquiryDetail, type EnquiryRecord } from '../../enquiry-records.js';
import { coordinatorName, decideEnquiryUpdate } from './enquiry-update.policy.js';
import { UpdateEnquiryCommand } from './update-enquiry.command.js';

// Locked so that two coordinators saving at once apply one after the other; now() is the transaction's time.
const SELECT_FOR_UPDATE = `select ${ENQUIRY_RECORD_COLUMNS}, now() as now from contact_enquiry where id = ? for update`;

const UPDATE = `
update contact_enquiry
set status = ?, note = ?, handled_by = ?, handled_at = ?, status_changed_at = ?
where id = ?
returning ${ENQUIRY_RECORD_COLUMNS}`;

@CommandHandler(UpdateEnquiryCommand)
export class UpdateEnquiryHandler implements ICommandHandler<UpdateEnquiryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, change, coordinator }: UpdateEnquiryCommand): Promise<OpsEnquiryDetail> {
    if (!isEnquiryId(id)) throw new NotFoundError('Enquiry');
    // The change and its audit row commit together, or neither does.
    return this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<(EnquiryRecord & { now: Date })[]>(SELECT_FOR_UPDATE, [id]);
      if (!current) throw new NotFoundError('Enquiry');
      const { next, changed } = decideEnquiryUpdate(
        {
          status: current.status,
          note: current.note,
          handledBy: current.handled_by,
          handledAt: current.handled_at,
          statusChangedAt: current.status_changed_at,
        },
        change,
        coordinatorName(coordinator),
        new Date(current.now),
      );
      if (changed.length === 0) return toEnquiryDetail(current);
      const [updated] = await tx.execute<EnquiryRecord[]>(UPDATE, [
        next.status,
        next.note,
        next.handledBy,
        next.handledAt,
        next.statusChangedAt,
        id,
      ]);
      await this.audit.record(
        {
          actor: coordinator,
          action: 'update',
          resource: 'enquiries',
          recordId: id,
          // Field names and the status only: the note may hold personal details.
          details: { changed, status: next.status },
        },
        tx,
      );
      return toEnquiryDetail(updated);
    });
  }
}
