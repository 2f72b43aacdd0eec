import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { COVERAGE_EXPANDED, CoverageExpandedEvent } from '../../events/coverage-expanded.event.js';
import { compareDistricts } from '../coverage-codes.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';
import { resolveDistricts } from '../resolve-districts.js';
import { ActivateCoverageCommand } from './activate-coverage.command.js';

/**
 * Marks the districts covered and, in the same transaction, records the change and its CoverageExpanded
 * outbox event (the worker then emails the waitlist there). Districts already covered are left alone and
 * are not part of the event, so activating twice notifies nobody twice.
 */
@CommandHandler(ActivateCoverageCommand)
export class ActivateCoverageHandler implements ICommandHandler<ActivateCoverageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ codes, county }: ActivateCoverageCommand): Promise<CoverageChangeResult> {
    const em = this.em.fork();
    const districts = await resolveDistricts(em, codes);
    const { changed, changeId } = await em.transactional(async (tx) => {
      const conn = tx;
      const rows = await conn.execute<{ district: string }[]>(
        `update postcode_district set covered = true, covered_since = now(), county = coalesce(county, ?, uk_region)
         where district in (?) and not covered returning district`,
        [county?.trim() || null, districts],
      );
      const flipped = rows.map((r) => r.district).sort(compareDistricts);
      if (flipped.length === 0) return { changed: flipped, changeId: null };
      const expanded = outboxInsert('change', 'change.id', [
        { topic: COVERAGE_EXPANDED, payload: { districts: flipped.length } },
      ]);
      const [change] = await conn.execute<{ id: string }[]>(
        `with change as (
           insert into coverage_change (action, districts, created_at) values ('activated', ?::text[], now()) returning id
         ), expanded as (
           ${expanded.sql}
         )
         select id::text as id from change`,
        [`{${flipped.join(',')}}`, ...expanded.params],
      );
      return { changed: flipped, changeId: change.id };
    });
    if (changeId) this.eventBus.publish(new CoverageExpandedEvent(changeId, changed));
    return { changed, unchanged: districts.filter((d) => !changed.includes(d)), coverageChangeId: changeId };
  }
}
