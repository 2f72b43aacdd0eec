import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { CoverageErrors } from '../../coverage.errors.js';
import { recordActivation, coverDistricts } from '../../coverage.repository.js';
import { reachableSql } from '../../reachability.read-model.js';
import { compareDistricts } from '../coverage-codes.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';
import { resolveDistricts } from '../resolve-districts.js';
import { ActivateCoverageCommand } from './activate-coverage.command.js';

/**
 * Marks the districts covered and, in the same transaction, records the change, its CoverageExpanded outbox event
 * (the worker then emails the waitlist there) and the audit entry. Districts already covered are left alone and are
 * not part of the event, so activating twice notifies nobody twice. A district no active physiotherapist reaches is
 * refused, with the whole request: covering it would tell families "yes" and then never match them, and would email
 * its waitlist for nothing.
 */
@CommandHandler(ActivateCoverageCommand)
export class ActivateCoverageHandler implements ICommandHandler<ActivateCoverageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ codes, actor }: ActivateCoverageCommand): Promise<CoverageChangeResult> {
    const em = this.em.fork();
    const districts = await resolveDistricts(em, codes);
    const { changed, changeId } = await em.transactional(async (tx) => {
      const unreachable = await tx.execute<{ district: string }[]>(
        `select d.district from postcode_district d
         where d.district in (?) and not d.covered and not ${reachableSql('d')}`,
        [districts],
      );
      if (unreachable.length > 0)
        throw CoverageErrors.unreachable(unreachable.map((r) => r.district).sort(compareDistricts));
      const flipped = (await coverDistricts(tx, districts)).sort(compareDistricts);
      if (flipped.length === 0) return { changed: flipped, changeId: null };
      const change = await recordActivation(tx, flipped);
      await this.audit.record(
        {
          actor,
          action: 'activate',
          resource: 'coverage',
          recordId: change.id,
          details: {
            districts: flipped,
            district_count: flipped.length,
            waitlist_to_email: change.waiting,
            ...(actor ? {} : { via: 'command-line' }),
          },
        },
        tx,
      );
      return { changed: flipped, changeId: change.id };
    });
    return { changed, unchanged: districts.filter((d) => !changed.includes(d)), coverageChangeId: changeId };
  }
}
