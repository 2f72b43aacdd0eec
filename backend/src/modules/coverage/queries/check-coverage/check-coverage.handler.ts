import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CoverageCheckResponse } from '@physio/api-contract';
import { CoverageErrors } from '../../coverage.errors.js';
import { offeredSql } from '../../reachability.read-model.js';
import { parseUkPostcode } from '../../uk-postcode.js';
import { CheckCoverageQuery } from './check-coverage.query.js';

/** One district, one primary-key probe; reachability is an EXISTS over the active physiotherapists. */
const CHECK = `select d.county, d.local_authority, ${offeredSql('d')} as offered from postcode_district d where d.district = ?`;

@QueryHandler(CheckCoverageQuery)
export class CheckCoverageHandler implements IQueryHandler<CheckCoverageQuery, CoverageCheckResponse> {
  constructor(private readonly em: EntityManager) {}

  /**
   * `in_area` is true only where a family can be matched: covered, and within an active physiotherapist's travel
   * radius. Elsewhere the site offers the waitlist and counts the search as out-of-area demand.
   */
  async execute({ postcode }: CheckCoverageQuery): Promise<CoverageCheckResponse> {
    const parsed = parseUkPostcode(postcode);
    if (!parsed) throw CoverageErrors.invalidPostcodeToCheck();
    const [district] = await this.em.execute<{ county: string | null; local_authority: string; offered: boolean }[]>(
      CHECK,
      [parsed.district],
    );
    return {
      postcode: parsed.postcode,
      district: parsed.district,
      area: parsed.area,
      county: district?.county ?? null,
      local_authority: district?.local_authority ?? null,
      in_area: district?.offered ?? false,
    };
  }
}
