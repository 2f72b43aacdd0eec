import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { insertFinderRequestNote } from '../../finder-request.repository.js';
import { AddFinderRequestNoteCommand } from './add-finder-request-note.command.js';
import { isUuid } from '../../../../common/validation/uuid.js';

@CommandHandler(AddFinderRequestNoteCommand)
export class AddFinderRequestNoteHandler implements ICommandHandler<AddFinderRequestNoteCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, body, actor }: AddFinderRequestNoteCommand): Promise<void> {
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    await this.em.fork().transactional(async (tx) => {
      const note = await insertFinderRequestNote(tx, {
        finderRequestId: id,
        authorAccountId: actor.id,
        author: actor.displayName,
        body,
      });
      if (!note) throw FinderRequestErrors.notFound();
      // The note's text may hold health details: the audit records that a note was added, not what it says.
      await this.audit.record(
        { actor, action: 'add-note', resource: 'finder-requests', recordId: id, details: { note_id: Number(note.id) } },
        tx,
      );
    });
  }
}
