import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FinderRequestStatus } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import type { FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { reopenFinderRequestForMatching } from '../../finder-request.repository.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { RematchFinderRequestCommand } from './rematch-finder-request.command.js';
import { isUuid } from '../../../../common/validation/uuid.js';

@CommandHandler(RematchFinderRequestCommand)
export class RematchFinderRequestHandler implements ICommandHandler<RematchFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, actor }: RematchFinderRequestCommand): Promise<void> {
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    await this.em.fork().transactional(async (tx) => {
      const [current] = await tx.execute<
        { status: FinderRequestStatus; follow_up: FinderRequestFollowUp | null; urgency: string }[]
      >('select status, follow_up, urgency from finder_request where id = ? for update', [id]);
      if (!current) throw FinderRequestErrors.notFound();
      if (current.status !== 'unmatched' || current.follow_up !== null) {
        throw FinderRequestErrors.rematchRefused(current.status === 'pending');
      }
      await reopenFinderRequestForMatching(tx, id);
      await this.audit.record({ actor, action: 'rematch', resource: 'finder-requests', recordId: id }, tx);
    });
  }
}
