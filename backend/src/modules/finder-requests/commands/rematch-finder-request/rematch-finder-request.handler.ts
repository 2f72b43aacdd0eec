import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OPS_ERROR_CODES, type FinderRequestStatus } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { outboxInsert, SqlPayload } from '../../../../infra/outbox/outbox-insert.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { FINDER_REQUEST_REMATCH_REQUESTED } from '../../events/finder-request-assigned.event.js';
import type { FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { RematchFinderRequestCommand } from './rematch-finder-request.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RematchFinderRequestCommand)
export class RematchFinderRequestHandler implements ICommandHandler<RematchFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, actor }: RematchFinderRequestCommand): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundError('Finder request');
    await this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<
        { status: FinderRequestStatus; follow_up: FinderRequestFollowUp | null; urgency: string }[]
      >('select status, follow_up, urgency from finder_request where id = ? for update', [id]);
      if (!current) throw new NotFoundError('Finder request');
      if (current.status !== 'unmatched' || current.follow_up !== null) {
        throw new DomainError(
          OPS_ERROR_CODES.CONFLICT,
          current.status === 'pending'
            ? 'This request is being matched already'
            : 'Only an unmatched request that nobody has followed up can be matched again',
          409,
        );
      }
      const event = outboxInsert('reopened', 'reopened.id', [
        {
          topic: FINDER_REQUEST_REMATCH_REQUESTED,
          payload: new SqlPayload(`jsonb_build_object('urgency', reopened.urgency)`),
        },
      ]);
      await tx.execute(
        `with reopened as (
           update finder_request set status = 'pending', alternative_candidates = null, matched_at = null
           where id = ? returning id, urgency
         )
         ${event.sql}`,
        [id, ...event.params],
      );
      await this.audit.record({ actor, action: 'rematch', resource: 'finder-requests', recordId: id }, tx);
    });
  }
}
