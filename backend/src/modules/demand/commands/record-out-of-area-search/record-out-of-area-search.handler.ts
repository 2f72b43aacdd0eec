import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CoverageErrors } from '../../../coverage/coverage.errors.js';
import { parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { insertOutOfAreaSearch } from '../../demand.repository.js';
import { RecordOutOfAreaSearchCommand } from './record-out-of-area-search.command.js';

@CommandHandler(RecordOutOfAreaSearchCommand)
export class RecordOutOfAreaSearchHandler implements ICommandHandler<RecordOutOfAreaSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ search, visitorKey }: RecordOutOfAreaSearchCommand): Promise<{ status: 'accepted' }> {
    const postcode = parseUkPostcode(search.postcode);
    if (!postcode) throw CoverageErrors.invalidPostcode();
    // The raw event and its outbox row in one statement; the demand worker counts it later.
    await insertOutOfAreaSearch(this.em, {
      district: postcode.district,
      area: postcode.area,
      condition: search.condition ?? 'unknown',
      type: search.type,
      occurredAt: new Date(search.timestamp),
      visitorKey,
    });
    return { status: 'accepted' };
  }
}
