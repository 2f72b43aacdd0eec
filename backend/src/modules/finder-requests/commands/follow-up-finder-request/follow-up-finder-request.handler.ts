import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OPS_ERROR_CODES, type FinderRequestStatus } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { followUpRefusal, type FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { IN_OPS_QUEUE_SQL } from '../../ops/finder-request-ops-sql.js';
import { FollowUpFinderRequestCommand } from './follow-up-finder-request.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(FollowUpFinderRequestCommand)
export class FollowUpFinderRequestHandler implements ICommandHandler<FollowUpFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, followUp, reason, actor }: FollowUpFinderRequestCommand): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundError('Finder request');
    await this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<{ status: FinderRequestStatus; follow_up: FinderRequestFollowUp | null }[]>(
        // An email still to be confirmed is nobody's work yet (IN_OPS_QUEUE_SQL): coordinators cannot see it.
        `select r.status, r.follow_up from finder_request r where r.id = ? and ${IN_OPS_QUEUE_SQL} for update`,
        [id],
      );
      if (!current) throw new NotFoundError('Finder request');
      const refusal = followUpRefusal({ status: current.status, followUp: current.follow_up }, followUp, reason);
      if (refusal === 'Give a reason for cancelling') {
        throw new DomainError('VALIDATION_FAILED', refusal, 400, 'reason', 'required');
      }
      if (refusal) throw new DomainError(OPS_ERROR_CODES.CONFLICT, refusal, 409);
      await tx.execute(
        'update finder_request set follow_up = ?, follow_up_reason = ?, follow_up_at = now() where id = ?',
        [followUp, followUp === 'cancelled' ? reason!.trim() : null, id],
      );
      await this.audit.record(
        { actor, action: 'update', resource: 'finder-requests', recordId: id, details: { status: followUp } },
        tx,
      );
    });
  }
}
