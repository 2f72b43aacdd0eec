import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FinderRequestStatus } from '@physio/api-contract';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { setFinderRequestFollowUp } from '../../finder-request.repository.js';
import { followUpRefusal, type FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { IN_OPS_QUEUE_SQL } from '../../finder-request-queue.read-model.js';
import { withdrawOpenOffers } from '../../../referrals/referral-offer.repository.js';
import { FollowUpFinderRequestCommand } from './follow-up-finder-request.command.js';
import { isUuid } from '../../../../common/validation/uuid.js';

@CommandHandler(FollowUpFinderRequestCommand)
export class FollowUpFinderRequestHandler implements ICommandHandler<FollowUpFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, followUp, reason, actor }: FollowUpFinderRequestCommand): Promise<void> {
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    await this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<{ status: FinderRequestStatus; follow_up: FinderRequestFollowUp | null }[]>(
        // An email still to be confirmed is nobody's work yet (IN_OPS_QUEUE_SQL): coordinators cannot see it.
        `select r.status, r.follow_up from finder_request r where r.id = ? and ${IN_OPS_QUEUE_SQL} for update`,
        [id],
      );
      if (!current) throw FinderRequestErrors.notFound();
      const refusal = followUpRefusal({ status: current.status, followUp: current.follow_up }, followUp, reason);
      if (refusal === 'Give a reason for cancelling') {
        throw CommonErrors.invalidField('reason', refusal, 'required');
      }
      if (refusal) throw FinderRequestErrors.refused(refusal);
      await setFinderRequestFollowUp(tx, id, followUp, followUp === 'cancelled' ? reason!.trim() : null);
      // Closed or cancelled: the physiotherapist's open offer goes too (its place back), in the same transaction.
      const withdrawn = followUp === 'contacted' ? 0 : await withdrawOpenOffers(tx, id);
      await this.audit.record(
        {
          actor,
          action: 'update',
          resource: 'finder-requests',
          recordId: id,
          details: { status: followUp, ...(withdrawn ? { offers_withdrawn: withdrawn } : {}) },
        },
        tx,
      );
    });
  }
}
