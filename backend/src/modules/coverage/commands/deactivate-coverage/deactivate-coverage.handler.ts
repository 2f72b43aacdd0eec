import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { CoverageWithdrawnEvent } from '../../events/coverage-withdrawn.event.js';
import { compareDistricts } from '../coverage-codes.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';
import { resolveDistricts } from '../resolve-districts.js';
import { DeactivateCoverageCommand } from './deactivate-coverage.command.js';

@CommandHandler(DeactivateCoverageCommand)
export class DeactivateCoverageHandler implements ICommandHandler<DeactivateCoverageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ codes }: DeactivateCoverageCommand): Promise<CoverageChangeResult> {
    const em = this.em.fork();
    const districts = await resolveDistricts(em, codes);
    const { changed, changeId } = await em.transactional(async (tx) => {
      const conn = tx;
      const rows = await conn.execute<{ district: string }[]>(
        `update postcode_district set covered = false, covered_since = null where district in (?) and covered returning district`,
        [districts],
      );
      const flipped = rows.map((r) => r.district).sort(compareDistricts);
      if (flipped.length === 0) return { changed: flipped, changeId: null };
      const [change] = await conn.execute<{ id: string }[]>(
        `insert into coverage_change (action, districts, created_at) values ('deactivated', ?::text[], now()) returning id::text as id`,
        [`{${flipped.join(',')}}`],
      );
      return { changed: flipped, changeId: change.id };
    });
    if (changeId) this.eventBus.publish(new CoverageWithdrawnEvent(changeId, changed));
    return { changed, unchanged: districts.filter((d) => !changed.includes(d)), coverageChangeId: changeId };
  }
}
