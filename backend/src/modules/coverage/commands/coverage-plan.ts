import type { EntityManager } from '@mikro-orm/postgresql';
import { COVERAGE_ERROR_CODES, type CoverageAction, type OpsCoveragePreview } from '@physio/api-contract';
import { DomainError } from '../../../common/errors/domain-error.js';
import { reachableSql } from '../reachability.js';
import { compareDistricts } from './coverage-codes.js';
import { resolveDistricts } from './resolve-districts.js';

/**
 * What a change would do, from the database as it stands: which districts flip, which are already so, which an
 * activation would refuse (no active physiotherapist reaches them), and how many waiting people an activation would
 * email. The dashboard's confirmation shows it; the commands check the same rule inside their transaction.
 */
export async function planCoverageChange(
  em: EntityManager,
  action: CoverageAction,
  codes: readonly string[],
): Promise<OpsCoveragePreview> {
  const districts = await resolveDistricts(em, codes);
  const rows = await em.execute<{ district: string; covered: boolean; reachable: boolean; waiting: number }[]>(
    `select d.district, d.covered, ${reachableSql('d')} as reachable,
            (select count(*)::int from waitlist_entry w where w.district = d.district and not w.notified) as waiting
     from postcode_district d where d.district in (?)`,
    [districts],
  );
  const activating = action === 'activate';
  const changingRows = rows.filter((r) => r.covered !== activating);
  const unreachable = activating ? changingRows.filter((r) => !r.reachable).map((r) => r.district) : [];
  const changing = changingRows.map((r) => r.district).sort(compareDistricts);
  return {
    action,
    districts,
    changing,
    unchanged: districts.filter((d) => !changing.includes(d)),
    unreachable: unreachable.sort(compareDistricts),
    // What an activation of the districts it may cover would send: the unreachable ones are refused.
    waitlist_to_email: activating ? changingRows.filter((r) => r.reachable).reduce((sum, r) => sum + r.waiting, 0) : 0,
  };
}

/** The refusal of an activation that names districts no active physiotherapist reaches. */
export function unreachableError(unreachable: readonly string[]): DomainError {
  const shown = unreachable.slice(0, 50).join(', ') + (unreachable.length > 50 ? ` and ${unreachable.length - 50} more` : '');
  return new DomainError(
    COVERAGE_ERROR_CODES.UNREACHABLE,
    `No active physiotherapist's travel radius reaches ${unreachable.length === 1 ? 'this district' : `these ${unreachable.length} districts`}: ${shown}. ` +
      'Families there could never be matched, so they stay on the waitlist. Activate the others, or add or widen a physiotherapist first. Nothing was changed.',
    422,
    'codes',
  );
}
