import { Typography } from '@mui/material';
import { useCanAccess, useGetOne, useRecordContext } from 'react-admin';
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  REFERRAL_OFFER_SUMMARY_DAYS,
  type OpsPhysiotherapist,
  type OpsReferralOfferSummary,
} from '@physio/api-contract';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';

/** "45 minutes", "3 hours 10 minutes", "1 day 2 hours": how long they took to answer, roughly. */
export function answerTime(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [plural(hours, 'hour'), minutes % 60 ? plural(minutes % 60, 'minute') : ''].join(' ').trim();
  const days = Math.floor(hours / 24);
  return [plural(days, 'day'), hours % 24 ? plural(hours % 24, 'hour') : ''].join(' ').trim();
}

const share = (n: number, of: number) => (of > 0 ? ` (${Math.round((n / of) * 100)}%)` : '');

/** Their offers of the last 90 days in figures: what came of them, why they declined, how fast they answer. */
export function OfferFigures() {
  const record = useRecordContext<OpsPhysiotherapist>();
  const { canAccess } = useCanAccess({ resource: 'referral-offer-summaries', action: 'show' });
  const { data, isPending, error } = useGetOne<OpsReferralOfferSummary>(
    'referral-offer-summaries',
    { id: record?.id ?? 0 },
    { enabled: Boolean(record && canAccess) },
  );
  if (!record || !canAccess) return null;
  const title = `Offers in the last ${REFERRAL_OFFER_SUMMARY_DAYS} days`;
  if (isPending) {
    return (
      <Section title={title}>
        <Typography color="text.secondary">Loading…</Typography>
      </Section>
    );
  }
  if (error || !data) {
    return (
      <Section title={title}>
        <Typography color="error">The figures could not be loaded. Try again in a moment.</Typography>
      </Section>
    );
  }
  if (data.offered === 0) {
    return (
      <Section title={title}>
        <Typography>No referral was offered to them in that time.</Typography>
      </Section>
    );
  }
  const declinedReasons = DECLINE_REASONS.filter((reason) => data.declined_by_reason[reason] > 0)
    .map((reason) => `${DECLINE_REASON_LABELS[reason]}: ${data.declined_by_reason[reason]}`)
    .join(', ');
  return (
    <Section title={title}>
      <Facts
        items={[
          ['Offered', String(data.offered)],
          ['Accepted', `${data.accepted}${share(data.accepted, data.offered)}`],
          [
            'Declined',
            `${data.declined}${share(data.declined, data.offered)}${declinedReasons ? `: ${declinedReasons}` : ''}`,
          ],
          ['Lapsed (no answer in time)', `${data.lapsed}${share(data.lapsed, data.offered)}`],
          data.withdrawn > 0 && ['Withdrawn', String(data.withdrawn)],
          data.open > 0 && ['Waiting for their answer', String(data.open)],
          [
            'Median time to answer',
            data.median_minutes_to_answer === null ? 'No answers yet' : answerTime(data.median_minutes_to_answer),
          ],
        ]}
      />
    </Section>
  );
}
