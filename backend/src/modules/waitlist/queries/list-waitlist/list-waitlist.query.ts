import { Query } from '@nestjs/cqrs';
import { CONDITIONS, type Condition, type OpsWaitlistRow } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../common/simple-rest/index.js';

export interface WaitlistListFilter {
  district?: string;
  area?: string;
  condition?: Condition[];
  notified?: boolean;
  id?: string[];
  /** The search box: name (words, each a prefix), email (whole), postcode, district or area. */
  q?: string;
}

/** The waitlist as coordinators read it: newest first unless told otherwise. */
export const WAITLIST_LIST: ListSpec<WaitlistListFilter> = {
  resource: 'waitlist',
  sortable: ['created_at', 'district', 'notified_at'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: {
    district: filters.code(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'a postcode district, e.g. CB1'),
    area: filters.code(/^[A-Z]{1,2}$/, 'a postcode area: one or two letters, e.g. CB'),
    condition: filters.anyOf(CONDITIONS),
    notified: filters.boolean(),
    id: filters.uuidIds(),
    q: filters.search(),
  },
};

export class ListWaitlistQuery extends Query<ListPage<OpsWaitlistRow>> {
  constructor(readonly list: ListQuery<WaitlistListFilter>) {
    super();
  }
}
