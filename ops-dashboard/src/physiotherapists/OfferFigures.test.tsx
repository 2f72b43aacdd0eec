import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsReferralOfferSummary } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { answerTime, OfferFigures } from './OfferFigures';

const summary = (overrides: Partial<OpsReferralOfferSummary> = {}): OpsReferralOfferSummary => ({
  id: 12,
  days: 90,
  since: '2026-08-28T10:00:00.000Z',
  offered: 10,
  open: 1,
  accepted: 5,
  declined: 3,
  declined_by_reason: { 'no-capacity': 2, 'too-far': 0, 'not-my-specialty': 0, other: 1 },
  lapsed: 1,
  withdrawn: 0,
  median_minutes_to_answer: 190,
  ...overrides,
});

const renderFigures = () =>
  renderInAdmin(
    <RecordContextProvider value={{ id: 12, name: 'Claire Pemberton' }}>
      <OfferFigures />
    </RecordContextProvider>,
    { resource: 'physiotherapists', path: '/physiotherapists/12/show' },
  );

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a physiotherapist's offers of the last 90 days", () => {
  it('shows what came of them, declines by reason, and the median time to answer', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(on('GET', '/api/ops/referral-offer-summaries/12', { body: summary() }));
    renderFigures();
    expect(await screen.findByRole('heading', { name: 'Offers in the last 90 days' })).toBeInTheDocument();
    expect(await screen.findByText('Offered', { selector: 'dt' })).toBeInTheDocument();
    expect(fact('Offered')).toBe('10');
    expect(fact('Accepted')).toBe('5 (50%)');
    expect(fact('Declined')).toBe('3 (30%): No capacity: 2, Other: 1');
    expect(fact('Lapsed (no answer in time)')).toBe('1 (10%)');
    expect(fact('Waiting for their answer')).toBe('1');
    expect(screen.queryByText('Withdrawn', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Median time to answer')).toBe('3 hours 10 minutes');
    expect(api.requests.filter((r) => r.url.startsWith('/api/ops/referral-offer-summaries'))).toHaveLength(1);
  });

  it('says so when nothing was offered to them', async () => {
    rememberSession(aSession({ role: 'admin' }));
    fakeApi(
      on('GET', '/api/ops/referral-offer-summaries/12', {
        body: summary({ offered: 0, open: 0, accepted: 0, declined: 0, lapsed: 0, median_minutes_to_answer: null }),
      }),
    );
    renderFigures();
    expect(await screen.findByText('No referral was offered to them in that time.')).toBeInTheDocument();
  });

  it('writes answer times as people say them', () => {
    expect(answerTime(0)).toBe('under a minute');
    expect(answerTime(1)).toBe('1 minute');
    expect(answerTime(45)).toBe('45 minutes');
    expect(answerTime(120)).toBe('2 hours');
    expect(answerTime(60 * 26)).toBe('1 day 2 hours');
  });
});
