import { Query } from '@nestjs/cqrs';
import type { OpsCoverageRow } from '@physio/api-contract';
import {
  FilterValueError,
  filters,
  type ListPage,
  type ListQuery,
  type ListSpec,
} from '../../../../common/simple-rest/index.js';

export interface CoverageListFilter {
  area?: string;
  county?: string;
  covered?: boolean;
  reachable?: boolean;
  offered?: boolean;
  q?: string;
  id?: string[];
}

const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/** Every GB district, in district order (CB1, CB2 … CB10) unless told otherwise. */
export const COVERAGE_LIST: ListSpec<CoverageListFilter> = {
  resource: 'coverage',
  sortable: ['district', 'area', 'county', 'post_town', 'covered_since', 'waiting'],
  defaultSort: { field: 'district', order: 'ASC' },
  filters: {
    area: filters.code(/^[A-Z]{1,2}$/, 'a postcode area: one or two letters, e.g. CB'),
    county: filters.text(60),
    covered: filters.boolean(),
    reachable: filters.boolean(),
    offered: filters.boolean(),
    q: filters.text(60),
    id: (value) => {
      const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v.toUpperCase() : v));
      if (list.length > 500 || !list.every((v) => typeof v === 'string' && DISTRICT.test(v))) {
        throw new FilterValueError('must be postcode districts, e.g. ["CB1","CB2"] (at most 500)');
      }
      return list as string[];
    },
  },
};

export class ListCoverageQuery extends Query<ListPage<OpsCoverageRow>> {
  constructor(readonly list: ListQuery<CoverageListFilter>) {
    super();
  }
}
