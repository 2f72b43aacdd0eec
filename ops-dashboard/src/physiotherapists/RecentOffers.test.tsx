import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsReferralOfferRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { RecentOffers } from './RecentOffers';

const offer = (overrides: Partial<OpsReferralOfferRow>): OpsReferralOfferRow => ({
  id: 'o1',
  finder_request_id: 'req-1',
  physiotherapist_id: 12,
  physiotherapist_name: 'Claire Pemberton',
  status: 'accepted',
  offered_at: '2026-11-25T10:00:00.000Z',
  offered_by: null,
  reply_by: '2026-11-25T14:00:00.000Z',
  answered_at: '2026-11-25T10:30:00.000Z',
  decline_reason: null,
  decline_note: null,
  contact_by: null,
  first_call_at: null,
  first_visit_on: null,
  contact_check_at: null,
  family_contacted: null,
  contact_answered_at: null,
  visit_check_at: null,
  visit_happened: null,
  visit_answered_at: null,
  ...overrides,
});

describe("a physiotherapist's recent offers", () => {
  it('lists them newest first, each linking to its request, with what came of it', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(
      on('GET', '/api/ops/referral-offers', {
        body: [
          offer({ id: 'o2', finder_request_id: 'req-2', status: 'declined', decline_reason: 'too-far' }),
          offer({ id: 'o1', offered_at: '2026-11-20T09:00:00.000Z' }),
        ],
        headers: { 'content-range': 'referral-offers 0-1/2' },
      }),
    );
    renderInAdmin(
      <RecordContextProvider value={{ id: 12 }}>
        <RecentOffers />
      </RecordContextProvider>,
      { resource: 'physiotherapists', path: '/physiotherapists/12/show' },
    );
    const declined = (await screen.findByText('Declined: Too far')).closest('tr')!;
    expect(within(declined).getByRole('link', { name: '25 Nov 2026, 10:00' })).toHaveAttribute(
      'href',
      '/finder-requests/req-2/show',
    );
    const accepted = screen.getByText('Accepted').closest('tr')!;
    expect(within(accepted).getByRole('link', { name: '20 Nov 2026, 09:00' })).toHaveAttribute(
      'href',
      '/finder-requests/req-1/show',
    );
    const [read] = api.requests.filter((r) => r.url.startsWith('/api/ops/referral-offers'));
    const query = new URL(read.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ physiotherapist_id: 12 });
    expect(JSON.parse(query.get('sort')!)).toEqual(['offered_at', 'DESC']);
  });
});
