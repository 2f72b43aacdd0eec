import { Query } from '@nestjs/cqrs';
import type { OpsReferralOfferFilter, OpsReferralOfferRow } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../common/simple-rest/index.js';

/** `referral-offers`: a request's offers (its timeline), or a physiotherapist's, oldest first by default. */
export const REFERRAL_OFFER_LIST: ListSpec<OpsReferralOfferFilter> = {
  resource: 'referral-offers',
  sortable: ['offered_at', 'reply_by', 'answered_at', 'status'],
  defaultSort: { field: 'offered_at', order: 'ASC' },
  filters: {
    finder_request_id: filters.uuid(),
    physiotherapist_id: filters.integerId(),
  },
};

export class ListReferralOffersForOpsQuery extends Query<ListPage<OpsReferralOfferRow>> {
  constructor(readonly list: ListQuery<OpsReferralOfferFilter>) {
    super();
  }
}
