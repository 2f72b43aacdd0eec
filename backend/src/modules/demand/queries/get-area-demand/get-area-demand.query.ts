import { Query } from '@nestjs/cqrs';

export interface DistrictDemand {
  rank: number;
  district: string;
  area: string;
  covered: boolean;
  searches: number;
  waitlist_joins: number;
  people: number;
}

export interface AreaDemand {
  rank: number;
  area: string;
  districts: number;
  searches: number;
  waitlist_joins: number;
  people: number;
}

export interface AreaDemandReport {
  /** Inclusive Europe/London calendar days. */
  from: string;
  to: string;
  districts: DistrictDemand[];
  areas: AreaDemand[];
}

/** Demand for a period, by postcode district and by postcode area, ranked (most people first). */
export class GetAreaDemandQuery extends Query<AreaDemandReport> {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly limit = 100,
  ) {
    super();
  }
}
