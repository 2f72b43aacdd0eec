import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsDemandMap } from '@physio/api-contract';
import { period, reportRows, round, type DistrictPoint } from '../../demand-report.read-model.js';
import { GetDemandMapQuery } from './get-demand-map.query.js';

@QueryHandler(GetDemandMapQuery)
export class GetDemandMapHandler implements IQueryHandler<GetDemandMapQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope }: GetDemandMapQuery): Promise<OpsDemandMap> {
    const [rows, points] = await Promise.all([
      reportRows(this.em, { ...scope, group: 'district', byCondition: false }),
      this.em.execute<DistrictPoint[]>(
        'select district, area, latitude, longitude, covered from postcode_district order by district',
      ),
    ]);
    const at = new Map(points.map((p) => [p.district, p]));
    return {
      ...period(scope),
      districts: rows.flatMap((row) => {
        const p = at.get(row.name);
        return p
          ? [
              {
                district: row.name,
                area: row.area,
                latitude: round(p.latitude, 4),
                longitude: round(p.longitude, 4),
                covered: p.covered,
                searches: row.searches,
                people: row.people,
                waiting: row.waiting,
              },
            ]
          : [];
      }),
      background: points.map((p) => [round(p.latitude, 3), round(p.longitude, 3), p.covered ? 1 : 0]),
    };
  }
}
