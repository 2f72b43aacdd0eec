import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DATA_RIGHTS_KINDS, type DataRightsEraseResult } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { DataRightsAudit } from '../../data-rights-audit.js';
import { DataRightsErrors } from '../../data-rights.errors.js';
import { PersonalDataService, countsOf } from '../../personal-data.js';
import { ErasePersonalDataCommand } from './erase-personal-data.command.js';

/**
 * One transaction: the person's rows are found again and locked, checked against the counts the admin confirmed,
 * erased, and the erasure audited (counts and the request's reference, never what was erased). Anything failing
 * rolls all of it back.
 */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand, DataRightsEraseResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: PersonalDataService,
    private readonly audit: AuditLog,
    private readonly details: DataRightsAudit,
  ) {}

  async execute({
    identifier,
    expectedCounts,
    reference,
    actor,
  }: ErasePersonalDataCommand): Promise<DataRightsEraseResult> {
    return this.em.fork().transactional(async (tx) => {
      const data = await this.store.find(tx, identifier, true);
      const counts = countsOf(data);
      if (DATA_RIGHTS_KINDS.some((kind) => counts[kind] !== expectedCounts[kind])) {
        throw DataRightsErrors.countsChanged();
      }
      const outcome = await this.store.erase(tx, data);
      await this.audit.record(
        {
          actor,
          action: 'erase',
          resource: 'data-rights',
          details: this.details.of(identifier, counts, {
            reference,
            queued_events_dropped: outcome.queuedEventsDropped,
            demand_keys_replaced: outcome.demandKeysReplaced,
          }),
        },
        tx,
      );
      return {
        erased: outcome.erased,
        queued_events_dropped: outcome.queuedEventsDropped,
        demand_keys_replaced: outcome.demandKeysReplaced,
      };
    });
  }
}
