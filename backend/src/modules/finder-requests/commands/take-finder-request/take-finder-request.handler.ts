import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { workRefusal } from '../../finder-request-follow-up.js';
import { setFinderRequestOwner } from '../../finder-request.repository.js';
import { lockRequestForWork } from '../../request-for-work.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { TakeFinderRequestCommand } from './take-finder-request.command.js';

@CommandHandler(TakeFinderRequestCommand)
export class TakeFinderRequestHandler implements ICommandHandler<TakeFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, take, actor }: TakeFinderRequestCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const current = await lockRequestForWork(tx, id);
      if (!current) throw FinderRequestErrors.notFound();
      if (take) {
        const refusal = workRefusal({ followUp: current.follow_up });
        if (refusal) throw FinderRequestErrors.refused(refusal);
        if (current.owner_account_id === actor.id) return;
      } else if (current.owner_account_id !== actor.id) {
        throw FinderRequestErrors.refused(
          current.owner_account_id === null
            ? 'Nobody has taken this request'
            : `${current.owner_name} has this request: only they can hand it back (or take it yourself)`,
        );
      }
      await setFinderRequestOwner(tx, id, take ? { accountId: actor.id, name: actor.displayName } : null);
      await this.audit.record(
        {
          actor,
          action: take ? 'take' : 'hand-back',
          resource: 'finder-requests',
          recordId: id,
          // Taking over from a colleague says from whom: their account, never the family's details.
          details:
            take && current.owner_account_id !== null ? { from_account_id: current.owner_account_id } : undefined,
        },
        tx,
      );
    });
  }
}
