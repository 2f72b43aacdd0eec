import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { CoverageWithdrawnEvent } from '../../events/coverage-withdrawn.event.js';
import { compareDistricts } from '../coverage-codes.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';
import { resolveDistricts } from '../resolve-districts.js';
import { DeactivateCoverageCommand } from './deactivate-coverage.command.js';

/**
 * Marks the districts not covered and records the change and its audit entry in one transaction. It emails nobody
 * (nothing listens for CoverageWithdrawn to send mail), touches no finder request (matching reads physiotherapists,
 * not coverage, so pending requests there are still matched and matches stay), and leaves waitlist entries as they
 * are: area-covered emails not yet sent there are skipped by the mail source ("district no longer covered").
 */
@CommandHandler(DeactivateCoverageCommand)
export class DeactivateCoverageHandler implements ICommandHandler<DeactivateCoverageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    private readonly audit: AuditLog,
  ) {}

  async execute({ codes, actor }: DeactivateCoverageCommand): Promise<CoverageChangeResult> {
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
      await this.audit.record(
        {
          actor,
          action: 'deactivate',
          resource: 'coverage',
          recordId: change.id,
          details: { districts: flipped, district_count: flipped.length, ...(actor ? {} : { via: 'command-line' }) },
        },
        tx,
      );
      return { changed: flipped, changeId: change.id };
    });
    if (changeId) this.eventBus.publish(new CoverageWithdrawnEvent(changeId, changed));
    return { changed, unchanged: districts.filter((d) => !changed.includes(d)), coverageChangeId: changeId };
  }
}
