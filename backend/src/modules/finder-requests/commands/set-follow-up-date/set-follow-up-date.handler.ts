import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { followUpDateRefusal, workRefusal } from '../../finder-request-follow-up.js';
import { setFinderRequestFollowUpOn } from '../../finder-request.repository.js';
import { lockRequestForWork } from '../../request-for-work.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { SetFollowUpDateCommand } from './set-follow-up-date.command.js';

@CommandHandler(SetFollowUpDateCommand)
export class SetFollowUpDateHandler implements ICommandHandler<SetFollowUpDateCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, day, actor, now }: SetFollowUpDateCommand): Promise<void> {
    const invalid = day === null ? null : followUpDateRefusal(day, now);
    if (invalid) throw CommonErrors.invalidField('follow_up_on', invalid, 'date');
    await this.em.fork().transactional(async (tx) => {
      const current = await lockRequestForWork(tx, id);
      if (!current) throw FinderRequestErrors.notFound();
      const refusal = day === null ? null : workRefusal({ followUp: current.follow_up });
      if (refusal) throw FinderRequestErrors.refused(refusal);
      await setFinderRequestFollowUpOn(tx, id, day);
      await this.audit.record(
        {
          actor,
          action: day ? 'set-follow-up-date' : 'clear-follow-up-date',
          resource: 'finder-requests',
          recordId: id,
          details: day ? { follow_up_on: day } : undefined,
        },
        tx,
      );
    });
  }
}
