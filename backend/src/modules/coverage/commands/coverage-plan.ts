import type { EntityManager } from '@mikro-orm/postgresql';
import type { CoverageAction, OpsCoveragePreview } from '@physio/api-contract';
import { reachableSql } from '../reachability.read-model.js';
import { compareDistricts } from './coverage-codes.js';
import { resolveDistricts } from './resolve-districts.js';
import { waitlistNotNotifiedInDistrictSql } from '../../waitlist/waitlist-entry.repository.js';

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
            ${waitlistNotNotifiedInDistrictSql('d.district')} as waiting
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
