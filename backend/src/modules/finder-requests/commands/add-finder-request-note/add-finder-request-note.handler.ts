import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AddFinderRequestNoteCommand } from './add-finder-request-note.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(AddFinderRequestNoteCommand)
export class AddFinderRequestNoteHandler implements ICommandHandler<AddFinderRequestNoteCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, body, actor }: AddFinderRequestNoteCommand): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundError('Finder request');
    await this.em.fork().transactional(async (tx) => {
      const [note] = await tx.execute<{ id: string }[]>(
        `insert into finder_request_note (finder_request_id, author_account_id, author, body, created_at)
         select id, ?, ?, ?, now() from finder_request where id = ?
         returning id::text`,
        [actor.id, actor.displayName, body, id],
      );
      if (!note) throw new NotFoundError('Finder request');
      // The note's text may hold health details: the audit records that a note was added, not what it says.
      await this.audit.record(
        { actor, action: 'add-note', resource: 'finder-requests', recordId: id, details: { note_id: Number(note.id) } },
        tx,
      );
    });
  }
}
