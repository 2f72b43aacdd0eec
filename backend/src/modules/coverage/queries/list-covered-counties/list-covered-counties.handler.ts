import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CoverageCountiesResponse } from '@physio/api-contract';
import { offeredSql } from '../../reachability.read-model.js';
import { ListCoveredCountiesQuery } from './list-covered-counties.query.js';

/**
 * The counties we serve, largest first: what the site shows wherever it names its coverage. Only districts a family
 * can be matched in count (covered and reached by an active physiotherapist), as the finder answers. With each county,
 * the local authorities (London boroughs) where it is offered, so the site can say "parts of" and which parts.
 */
@QueryHandler(ListCoveredCountiesQuery)
export class ListCoveredCountiesHandler implements IQueryHandler<ListCoveredCountiesQuery, CoverageCountiesResponse> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<CoverageCountiesResponse> {
    const rows = await this.em.execute<CoverageCountiesResponse['counties']>(
      `select coalesce(county, uk_region) as county, array_agg(distinct area order by area) as areas,
              coalesce(array_agg(distinct local_authority order by local_authority)
                         filter (where local_authority <> coalesce(county, uk_region)), '{}') as local_authorities,
              count(*)::int as district_count
       from postcode_district d where ${offeredSql('d')}
       group by 1 order by count(*) desc, 1`,
    );
    return { counties: rows };
  }
}
