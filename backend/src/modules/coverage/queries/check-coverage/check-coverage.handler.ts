import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CoverageCheckResponse } from '@physio/api-contract';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { PostcodeDistrict } from '../../postcode-district.entity.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../uk-postcode.js';
import { CheckCoverageQuery } from './check-coverage.query.js';

@QueryHandler(CheckCoverageQuery)
export class CheckCoverageHandler implements IQueryHandler<CheckCoverageQuery, CoverageCheckResponse> {
  constructor(private readonly em: EntityManager) {}

  async execute({ postcode }: CheckCoverageQuery): Promise<CoverageCheckResponse> {
    const parsed = parseUkPostcode(postcode);
    if (!parsed) throw new DomainError('INVALID_POSTCODE', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    const district = await this.em
      .fork()
      .findOne(PostcodeDistrict, { district: parsed.district }, { fields: ['covered', 'county'] });
    return {
      postcode: parsed.postcode,
      district: parsed.district,
      area: parsed.area,
      county: district?.county ?? null,
      in_area: district?.covered ?? false,
    };
  }
}
