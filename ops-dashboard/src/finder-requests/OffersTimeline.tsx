import { Box, Chip, Typography } from '@mui/material';
import { Link, ReferenceManyField, useCanAccess, useListContext, useRecordContext } from 'react-admin';
import {
  DECLINE_REASON_LABELS,
  type OpsFinderRequestDetail,
  type OpsReferralOfferRow,
  type ReferralOfferStatus,
} from '@physio/api-contract';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';
import { formatDate, formatDateTime } from '../format';

export const OFFER_STATUS: Record<
  ReferralOfferStatus,
  { label: string; color: 'default' | 'success' | 'warning' | 'info' }
> = {
  open: { label: 'Waiting for an answer', color: 'info' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'warning' },
  lapsed: { label: 'Lapsed: no answer in time', color: 'warning' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** What came of an offer, in words: when it was answered, why it was declined. */
function outcome(offer: OpsReferralOfferRow): [string, string] | null {
  switch (offer.status) {
    case 'accepted':
      return ['Accepted', formatDateTime(offer.answered_at)];
    case 'declined': {
      const reason = offer.decline_reason ? DECLINE_REASON_LABELS[offer.decline_reason] : 'No reason given';
      return ['Declined', `${formatDateTime(offer.answered_at)}: ${reason}`];
    }
    case 'lapsed':
      return ['Lapsed', `${formatDateTime(offer.reply_by)}, with no answer`];
    case 'withdrawn':
      return ['Withdrawn', 'by our team'];
    case 'open':
      return null;
  }
}

/** The family's answers to our two check-ins after an acceptance, in words; nothing before they are asked. */
function familyAnswers(offer: OpsReferralOfferRow): ([string, string] | false)[] {
  const answer = (asked: string | null, yes: boolean | null, at: string | null, words: [string, string]) => {
    if (asked === null) return false;
    if (yes === null) return `Asked ${formatDateTime(asked)}, no answer yet`;
    return `${yes ? words[0] : words[1]} (answered ${formatDateTime(at)})`;
  };
  const contacted = answer(offer.contact_check_at, offer.family_contacted, offer.contact_answered_at, [
    'Yes, they have been in touch',
    'Not yet: back in the queue',
  ]);
  const visited = answer(offer.visit_check_at, offer.visit_happened, offer.visit_answered_at, [
    'Yes: in care',
    'No: back in the queue',
  ]);
  return [
    contacted !== false && ['Family: contacted?', contacted],
    visited !== false && ['Family: first visit happened?', visited],
  ];
}

function OfferItem({ offer, position }: { offer: OpsReferralOfferRow; position: number }) {
  const status = OFFER_STATUS[offer.status];
  const result = outcome(offer);
  const accepted = offer.status === 'accepted';
  return (
    <Box
      component="li"
      aria-label={`Offer ${position}: ${offer.physiotherapist_name}, ${status.label}`}
      sx={{ borderLeft: 3, borderColor: accepted ? 'success.main' : 'divider', pl: 2, pb: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {position}.{' '}
          <Link to={`/physiotherapists/${offer.physiotherapist_id}/show`}>{offer.physiotherapist_name}</Link>
        </Typography>
        <Chip size="small" label={status.label} color={status.color} variant={accepted ? 'filled' : 'outlined'} />
      </Box>
      <Facts
        items={[
          [
            'Offered',
            `${formatDateTime(offer.offered_at)}, ${offer.offered_by ? `by ${offer.offered_by}` : 'by matching'}`,
          ],
          ['Reply by', formatDateTime(offer.reply_by)],
          result,
          offer.status === 'declined' && offer.decline_note !== null && ['Their note', offer.decline_note],
          accepted && ['Contact the family by', formatDateTime(offer.contact_by)],
          accepted && ['First call', offer.first_call_at ? formatDateTime(offer.first_call_at) : 'Not given yet'],
          accepted && ['First visit', offer.first_visit_on ? formatDate(offer.first_visit_on) : 'Not given yet'],
          ...familyAnswers(offer),
        ]}
      />
    </Box>
  );
}

function OfferList() {
  const { data, isPending, error } = useListContext<OpsReferralOfferRow>();
  if (isPending) return <Typography color="text.secondary">Loading offers…</Typography>;
  if (error) return <Typography color="error">The offers could not be loaded. Try again in a moment.</Typography>;
  if (data.length === 0) {
    return <Typography>No physiotherapist has been offered this request yet.</Typography>;
  }
  return (
    <Box component="ol" aria-label="Offers, oldest first" sx={{ m: 0, p: 0 }}>
      {data.map((offer, index) => (
        <OfferItem key={offer.id} offer={offer} position={index + 1} />
      ))}
    </Box>
  );
}

/**
 * The request's timeline: each offer in turn (to whom, when, by when they had to answer, and what came of it:
 * accepted with the plan, declined with the reason and note, lapsed, withdrawn). Read from the `referral-offers`
 * resource; the API audits the view.
 */
export function OffersTimeline() {
  const record = useRecordContext<OpsFinderRequestDetail>();
  const { canAccess } = useCanAccess({ resource: 'referral-offers', action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Section title="Offers">
      <ReferenceManyField<OpsFinderRequestDetail, OpsReferralOfferRow>
        reference="referral-offers"
        target="finder_request_id"
        sort={{ field: 'offered_at', order: 'ASC' }}
        perPage={50}
      >
        <OfferList />
      </ReferenceManyField>
    </Section>
  );
}
