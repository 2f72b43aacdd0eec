import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { recordDeactivation, uncoverDistricts } from '../../coverage.repository.js';
import { compareDistricts } from '../coverage-codes.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';
import { resolveDistricts } from '../resolve-districts.js';
import { DeactivateCoverageCommand } from './deactivate-coverage.command.js';

/**
 * Marks the districts not covered and records the change and its audit entry in one transaction. It emails nobody
 * and publishes nothing (no one is told of a withdrawal), touches no finder request (matching reads physiotherapists,
 * not coverage, so pending requests there are still matched and matches stay), and leaves waitlist entries as they
 * are: area-covered emails not yet sent there are skipped by the mail source ("district no longer covered").
 */
@CommandHandler(DeactivateCoverageCommand)
export class DeactivateCoverageHandler implements ICommandHandler<DeactivateCoverageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ codes, actor }: DeactivateCoverageCommand): Promise<CoverageChangeResult> {
    const em = this.em.fork();
    const districts = await resolveDistricts(em, codes);
    const { changed, changeId } = await em.transactional(async (tx) => {
      const flipped = (await uncoverDistricts(tx, districts)).sort(compareDistricts);
      if (flipped.length === 0) return { changed: flipped, changeId: null };
      const change = { id: await recordDeactivation(tx, flipped) };
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
    return { changed, unchanged: districts.filter((d) => !changed.includes(d)), coverageChangeId: changeId };
  }
}
