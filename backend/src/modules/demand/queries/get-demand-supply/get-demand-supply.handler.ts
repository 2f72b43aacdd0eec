import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsDemandSupply } from '@physio/api-contract';
import { haversineMiles } from '../../../../common/geo/geo.js';
import { weekStart } from '../../../../common/calendar/week-start.js';
import { DemandErrors } from '../../demand.errors.js';
import {
  MATCHED_THIS_WEEK_SQL,
  physiotherapistWithLoadSql,
} from '../../../physiotherapists/physiotherapist-load.read-model.js';
import { period, reportRows, round, type DistrictPoint } from '../../demand-report.read-model.js';
import { GetDemandSupplyQuery } from './get-demand-supply.query.js';

interface PhysioRow {
  id: number;
  name: string;
  base_district: string;
  travel_radius_miles: number;
  weekly_capacity: number;
  matched_this_week: number;
  latitude: number;
  longitude: number;
}

@QueryHandler(GetDemandSupplyQuery)
export class GetDemandSupplyHandler implements IQueryHandler<GetDemandSupplyQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, place, withNames, now }: GetDemandSupplyQuery): Promise<OpsDemandSupply> {
    const districts = await this.em.execute<DistrictPoint[]>(
      `select district, area, latitude, longitude, covered from postcode_district where ${place.kind} = ?`,
      [place.name],
    );
    if (!districts.length) throw DemandErrors.placeNotFound(place.kind, place.name);
    const week = weekStart(now);
    const specialty = scope.condition !== undefined && scope.condition !== 'unknown' ? scope.condition : null;
    const [physios, report] = await Promise.all([
      // The physiotherapists list's "this week" load: physiotherapist_weekly_load of this week's Monday (UTC).
      this.em.execute<PhysioRow[]>(
        `select p.id, p.name, p.base_district, p.travel_radius_miles, p.weekly_capacity,
                ${MATCHED_THIS_WEEK_SQL}::int as matched_this_week, d.latitude, d.longitude
         from ${physiotherapistWithLoadSql({ week: '?::date', baseDistrict: 'd' })}
         where p.active ${specialty ? 'and ? = any(p.specialties)' : ''}`,
        specialty ? [week, specialty] : [week],
      ),
      reportRows(this.em, {
        ...scope,
        group: place.kind,
        byCondition: false,
        area: districts[0].area,
        covered: undefined,
      }),
    ]);
    const reaching = physios
      .map((p) => {
        // As matching measures it: base district centroid to the family's district centroid, within the radius.
        const distance = Math.min(...districts.map((d) => haversineMiles(p, d)));
        return { p, distance };
      })
      .filter(({ p, distance }) => distance <= p.travel_radius_miles)
      .sort((a, b) => a.distance - b.distance || a.p.id - b.p.id);
    const rows = reaching.map(({ p, distance }) => ({
      id: withNames ? p.id : null,
      name: withNames ? p.name : null,
      base_district: p.base_district,
      distance_miles: round(distance, 1),
      travel_radius_miles: p.travel_radius_miles,
      weekly_capacity: p.weekly_capacity,
      matched_this_week: p.matched_this_week,
      spare_places: Math.max(0, p.weekly_capacity - p.matched_this_week),
    }));
    const row = report.find((r) => r.name === place.name);
    const demand = {
      searches: row?.searches ?? 0,
      waitlist_joins: row?.waitlist_joins ?? 0,
      people: row?.people ?? 0,
      waiting: row?.waiting ?? 0,
    };
    const supply = {
      physiotherapists: rows.length,
      weekly_capacity: rows.reduce((n, r) => n + r.weekly_capacity, 0),
      matched_this_week: rows.reduce((n, r) => n + r.matched_this_week, 0),
      spare_places: rows.reduce((n, r) => n + r.spare_places, 0),
    };
    return {
      ...period(scope),
      place: {
        kind: place.kind,
        name: place.name,
        districts: districts.length,
        covered_districts: districts.filter((d) => d.covered).length,
      },
      demand,
      supply,
      week_start: week,
      shortfall: Math.max(0, demand.waiting - supply.spare_places),
      physiotherapists: rows,
    };
  }
}
