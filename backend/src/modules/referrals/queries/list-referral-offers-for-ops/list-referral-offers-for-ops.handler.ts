import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsReferralOfferRow } from '@physio/api-contract';
import { sqlOrderBy, type ListPage } from '../../../../common/simple-rest/index.js';
import { ListReferralOffersForOpsQuery } from './list-referral-offers-for-ops.query.js';
import { listOffersForOps, type OfferForOps } from '../../referral-offer.repository.js';

const SORT_COLUMNS = {
  offered_at: 'o.offered_at',
  reply_by: 'o.reply_by',
  answered_at: 'o.answered_at',
  status: 'o.status',
};

@QueryHandler(ListReferralOffersForOpsQuery)
export class ListReferralOffersForOpsHandler implements IQueryHandler<ListReferralOffersForOpsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list }: ListReferralOffersForOpsQuery): Promise<ListPage<OpsReferralOfferRow>> {
    const { rows, total } = await listOffersForOps(
      this.em,
      { finderRequestId: list.filter.finder_request_id, physiotherapistId: list.filter.physiotherapist_id },
      { orderBy: sqlOrderBy(list.sort, SORT_COLUMNS, 'o.id'), offset: list.offset, limit: list.limit },
    );
    return { rows: rows.map(toRow), total };
  }
}

function toRow(o: OfferForOps): OpsReferralOfferRow {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: o.id,
    finder_request_id: o.finder_request_id,
    physiotherapist_id: o.physiotherapist_id,
    physiotherapist_name: o.physiotherapist_name,
    status: o.status,
    offered_at: iso(o.offered_at)!,
    offered_by: o.offered_by,
    reply_by: iso(o.reply_by)!,
    answered_at: iso(o.answered_at),
    decline_reason: o.decline_reason,
    decline_note: o.decline_note,
    contact_by: iso(o.contact_by),
    first_call_at: iso(o.first_call_at),
    first_visit_on: o.first_visit_on,
    contact_check_at: iso(o.contact_check_at),
    family_contacted: o.family_contacted,
    contact_answered_at: iso(o.contact_answered_at),
    visit_check_at: iso(o.visit_check_at),
    visit_happened: o.visit_happened,
    visit_answered_at: iso(o.visit_answered_at),
  };
}
