import { DataTable, Link, Pagination, ReferenceManyField, SimpleList } from 'react-admin';
import { DECLINE_REASON_LABELS, type OpsReferralOfferRow } from '@physio/api-contract';
import { Section } from '../common/Section';
import { useIsSmall } from '../common/useIsSmall';
import { OFFER_STATUS } from '../finder-requests/OffersTimeline';
import { formatDateTime } from '../format';

const OfferCol = DataTable.Col<OpsReferralOfferRow>;

/** What came of an offer, in a few words: the status, with the reason of a decline. */
export function offerOutcome(offer: OpsReferralOfferRow): string {
  if (offer.status === 'declined' && offer.decline_reason) {
    return `Declined: ${DECLINE_REASON_LABELS[offer.decline_reason]}`;
  }
  return OFFER_STATUS[offer.status].label;
}

const requestPath = (offer: OpsReferralOfferRow) => `/finder-requests/${offer.finder_request_id}/show`;

/** A table on a wide screen; on a phone, a list whose items open the request. */
function OfferRows() {
  const isSmall = useIsSmall();
  return isSmall ? (
    <SimpleList<OpsReferralOfferRow>
      primaryText={offerOutcome}
      secondaryText={(offer) => `Offered ${formatDateTime(offer.offered_at)}`}
      tertiaryText={(offer) => (offer.answered_at ? `Answered ${formatDateTime(offer.answered_at)}` : '')}
      rowClick={(_id, _resource, offer) => requestPath(offer as OpsReferralOfferRow)}
    />
  ) : (
    <DataTable<OpsReferralOfferRow> rowClick={false} bulkActionButtons={false}>
      <OfferCol
        source="offered_at"
        label="Offered"
        render={(offer) => <Link to={requestPath(offer)}>{formatDateTime(offer.offered_at)}</Link>}
      />
      <OfferCol source="status" label="Outcome" render={offerOutcome} />
      <OfferCol source="reply_by" label="Reply by" render={(offer) => formatDateTime(offer.reply_by)} />
      <OfferCol source="answered_at" label="Answered" render={(offer) => formatDateTime(offer.answered_at)} />
    </DataTable>
  );
}

/**
 * Their latest offers, newest first, each linking to its request (a link in the row, so it is reached with Tab).
 * Read from the `referral-offers` resource; the API audits the view.
 */
export function RecentOffers() {
  return (
    <Section title="Recent offers">
      <ReferenceManyField<Record<string, unknown> & { id: number }, OpsReferralOfferRow>
        reference="referral-offers"
        target="physiotherapist_id"
        sort={{ field: 'offered_at', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={<span>No referral offered to them yet.</span>}
      >
        <OfferRows />
      </ReferenceManyField>
    </Section>
  );
}
