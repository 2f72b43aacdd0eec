import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsReferralOfferRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { OffersTimeline } from './OffersTimeline';

const REQUEST_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const anOffer = (overrides: Partial<OpsReferralOfferRow>): OpsReferralOfferRow => ({
  id: 'o1',
  finder_request_id: REQUEST_ID,
  physiotherapist_id: 3,
  physiotherapist_name: 'Claire Pemberton',
  status: 'open',
  offered_at: '2026-11-25T10:00:00.000Z',
  offered_by: null,
  reply_by: '2026-11-25T14:00:00.000Z',
  answered_at: null,
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

const OFFERS = [
  anOffer({
    status: 'declined',
    answered_at: '2026-11-25T11:15:00.000Z',
    decline_reason: 'other',
    decline_note: 'On a course that week.',
  }),
  anOffer({
    id: 'o2',
    physiotherapist_id: 5,
    physiotherapist_name: 'Daniel Okonkwo',
    status: 'lapsed',
    offered_at: '2026-11-25T11:16:00.000Z',
    reply_by: '2026-11-25T15:16:00.000Z',
  }),
  anOffer({
    id: 'o3',
    physiotherapist_id: 8,
    physiotherapist_name: 'Sarah Mitchell',
    status: 'accepted',
    offered_at: '2026-11-25T15:17:00.000Z',
    offered_by: 'sam.coordinator',
    reply_by: '2026-11-25T19:17:00.000Z',
    answered_at: '2026-11-25T16:00:00.000Z',
    contact_by: '2026-11-26T16:00:00.000Z',
    first_visit_on: '2026-11-28',
    contact_check_at: '2026-11-26T16:00:00.000Z',
    family_contacted: false,
    contact_answered_at: '2026-11-26T18:30:00.000Z',
    visit_check_at: '2026-11-29T09:00:00.000Z',
  }),
];

const renderTimeline = () =>
  renderInAdmin(
    <RecordContextProvider value={{ id: REQUEST_ID }}>
      <OffersTimeline />
    </RecordContextProvider>,
    { resource: 'finder-requests', path: `/finder-requests/${REQUEST_ID}/show` },
  );

describe("a request's offers timeline", () => {
  it('shows each offer in turn: to whom, when, the deadline, and what came of it with the plan', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(
      on('GET', '/api/ops/referral-offers', {
        body: OFFERS,
        headers: { 'content-range': 'referral-offers 0-2/3' },
      }),
    );
    renderTimeline();

    const list = await screen.findByRole('list', { name: 'Offers, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Offer 1: Claire Pemberton, Declined',
      'Offer 2: Daniel Okonkwo, Lapsed: no answer in time',
      'Offer 3: Sarah Mitchell, Accepted',
    ]);
    const [declined, lapsed, accepted] = items;
    expect(within(declined).getByRole('link', { name: 'Claire Pemberton' })).toHaveAttribute(
      'href',
      '/physiotherapists/3/show',
    );
    expect(declined).toHaveTextContent('Offered25 Nov 2026, 10:00, by matching');
    expect(declined).toHaveTextContent('Reply by25 Nov 2026, 14:00');
    expect(declined).toHaveTextContent('Declined25 Nov 2026, 11:15: Other');
    expect(declined).toHaveTextContent('Their noteOn a course that week.');
    expect(lapsed).toHaveTextContent('Lapsed25 Nov 2026, 15:16, with no answer');
    expect(accepted).toHaveTextContent('by sam.coordinator');
    expect(accepted).toHaveTextContent('Accepted25 Nov 2026, 16:00');
    expect(accepted).toHaveTextContent('Contact the family by26 Nov 2026, 16:00');
    expect(accepted).toHaveTextContent('First callNot given yet');
    expect(accepted).toHaveTextContent('First visit28 Nov 2026');
    // The family's answers to the check-ins: one given, one still awaited.
    expect(accepted).toHaveTextContent('Family: contacted?Not yet: back in the queue (answered 26 Nov 2026, 18:30)');
    expect(accepted).toHaveTextContent('Family: first visit happened?Asked 29 Nov 2026, 09:00, no answer yet');
    expect(declined).not.toHaveTextContent('Family:');

    // One simple-rest list read, of this request's offers, oldest first.
    const [read] = api.requests.filter((r) => r.url.startsWith('/api/ops/referral-offers'));
    const query = new URL(read.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ finder_request_id: REQUEST_ID });
    expect(JSON.parse(query.get('sort')!)).toEqual(['offered_at', 'ASC']);
  });

  it('says when no one has been offered the request yet', async () => {
    rememberSession(aSession({ role: 'admin' }));
    fakeApi(on('GET', '/api/ops/referral-offers', { body: [], headers: { 'content-range': 'referral-offers */0' } }));
    renderTimeline();
    expect(await screen.findByText('No physiotherapist has been offered this request yet.')).toBeInTheDocument();
  });

  it('is not shown to, nor read for, an analyst', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    const api = fakeApi();
    renderTimeline();
    // Long enough for the role check and a list read to have happened, had they been allowed.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.startsWith('/api/ops/referral-offers'))).toEqual([]);
  });
});
