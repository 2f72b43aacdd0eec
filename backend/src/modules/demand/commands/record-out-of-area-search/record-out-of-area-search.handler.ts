import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { DEMAND_SEARCH_RECORDED } from '../../demand.events.js';
import { RecordOutOfAreaSearchCommand } from './record-out-of-area-search.command.js';

const RECORDED = outboxInsert('inserted', 'inserted.id', [{ topic: DEMAND_SEARCH_RECORDED }]);

/** The raw event and its outbox row in one statement; the demand worker counts it later. */
const INSERT_EVENT = `
with inserted as (
  insert into expansion_event (district, area, condition, type, occurred_at, received_at, visitor_key)
  values (?, ?, ?, ?, ?, now(), ?)
  returning id
)
${RECORDED.sql}`;

@CommandHandler(RecordOutOfAreaSearchCommand)
export class RecordOutOfAreaSearchHandler implements ICommandHandler<RecordOutOfAreaSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ search, visitorKey }: RecordOutOfAreaSearchCommand): Promise<{ status: 'accepted' }> {
    const postcode = parseUkPostcode(search.postcode);
    if (!postcode) throw new DomainError('VALIDATION_FAILED', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    await this.em.execute(INSERT_EVENT, [
      postcode.district,
      postcode.area,
      search.condition ?? 'unknown',
      search.type,
      new Date(search.timestamp),
      visitorKey,
      ...RECORDED.params,
    ]);
    return { status: 'accepted' };
  }
}
