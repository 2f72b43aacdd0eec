import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OPS_ERROR_CODES, type OpsPhysiotherapist } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { loadPhysiotherapistView } from '../../ops/physiotherapist-view.js';
import { DeletePhysiotherapistCommand } from './delete-physiotherapist.command.js';

@CommandHandler(DeletePhysiotherapistCommand)
export class DeletePhysiotherapistHandler implements ICommandHandler<DeletePhysiotherapistCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, actor }: DeletePhysiotherapistCommand): Promise<OpsPhysiotherapist> {
    return this.em.fork().transactional(async (tx) => {
      // Locked, so that a match arriving meanwhile waits and then finds no one (or we find its match).
      const [locked] = await tx.execute<{ id: number }[]>('select id from physiotherapist where id = ? for update', [
        id,
      ]);
      if (!locked) throw new NotFoundError('Physiotherapist');
      const record = (await loadPhysiotherapistView(tx, id))!;
      if (record.match_count > 0) {
        throw new DomainError(
          OPS_ERROR_CODES.CONFLICT,
          `${record.name} has been matched with ${record.match_count} ${record.match_count === 1 ? 'family' : 'families'}: deactivate them instead, so those requests keep their history`,
          409,
        );
      }
      await tx.execute('delete from physiotherapist_weekly_load where physiotherapist_id = ?', [id]);
      await tx.execute('delete from physiotherapist where id = ?', [id]);
      await this.audit.record({ actor, action: 'delete', resource: 'physiotherapists', recordId: id }, tx);
      return record;
    });
  }
}
