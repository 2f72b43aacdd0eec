import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { deletePhysiotherapist } from '../../physiotherapist.repository.js';
import { loadPhysiotherapistView } from '../../physiotherapist-view.read-model.js';
import { PhysiotherapistErrors } from '../../physiotherapists.errors.js';
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
      if (!locked) throw PhysiotherapistErrors.notFound();
      const record = (await loadPhysiotherapistView(tx, id))!;
      if (record.match_count > 0) {
        throw PhysiotherapistErrors.hasMatches(record.name, record.match_count);
      }
      await deletePhysiotherapist(tx, id);
      await this.audit.record({ actor, action: 'delete', resource: 'physiotherapists', recordId: id }, tx);
      return record;
    });
  }
}
