import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import ConfirmPage from './ConfirmPage';

const ID = '4f7c1d2e-0000-4000-8000-000000000000';
const request = {
  id: ID,
  postcode: 'SS9 1AA',
  condition: 'falls-prevention',
  urgency: 'soon',
  created_at: '2026-11-22T10:00:00Z',
  referral: null,
  match_source: null,
};
const physio = {
  name: 'Jane Doe',
  specialties: ['falls-prevention'],
  bio: '',
  experience_years: 15,
  areas: [],
  qualifications: [],
  profile_url: null,
  hcpc_number: 'PH123456',
  hcpc_checked_on: '2026-11-01',
};

const renderConfirm = (token = 'a.b.c') =>
  renderPage(ConfirmPage, { path: '/confirm', url: `/confirm?token=${encodeURIComponent(token)}` });

describe('Confirmation page', () => {
  it('promises a place only when someone has room, and confirms with the button', async () => {
    let view: object = {
      ...request,
      status: 'unconfirmed',
      confirmation: 'awaiting_email',
      matched_physiotherapist: null,
    };
    const api = mockFetch({
      'GET /api/finder-requests/confirm': () => json(200, { status: 'valid', id: ID }),
      [`GET /api/finder-requests/${ID}`]: () => json(200, view),
      'POST /api/finder-requests/confirm': () => {
        view = { ...request, status: 'unmatched', confirmation: 'confirmed', matched_physiotherapist: null };
        return json(200, { status: 'confirmed', id: ID, message: 'Thank you: your request is confirmed.' });
      },
    });
    const { user } = renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Confirm your request' })).toBeVisible();
    expect(screen.getByText('No physiotherapist near your parent has room this week.')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/hold a place/);
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('heading', { name: 'Your request is with our team' })).toBeVisible();
    expect(screen.getByText('Thank you: your request is confirmed.')).toBeVisible();
    expect(api.callsTo('POST', '/api/finder-requests/confirm')[0].body).toEqual({ token: 'a.b.c' });
  });

  it('says what confirming does when we recommend someone', async () => {
    mockFetch({
      'GET /api/finder-requests/confirm': () => json(200, { status: 'valid', id: ID }),
      [`GET /api/finder-requests/${ID}`]: () =>
        json(200, {
          ...request,
          status: 'unconfirmed',
          confirmation: 'awaiting_email',
          matched_physiotherapist: physio,
        }),
    });
    renderConfirm();
    expect(await screen.findByText(/we ask Jane Doe to take on your parent and hold a place/)).toBeVisible();
  });

  it('opened again after the match, shows where the request is instead of asking again', async () => {
    mockFetch({
      'GET /api/finder-requests/confirm': () => json(200, { status: 'valid', id: ID }),
      [`GET /api/finder-requests/${ID}`]: () =>
        json(200, {
          ...request,
          status: 'matched',
          confirmation: 'confirmed',
          match_source: 'matching',
          matched_physiotherapist: physio,
          referral: {
            status: 'offered',
            reply_by: '2026-11-27T15:00:00Z',
            contact_by: null,
            first_call_at: null,
            first_visit_on: null,
          },
        }),
    });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: "We've asked Jane Doe to take on your parent" })).toBeVisible();
    expect(screen.getByText(/You have already confirmed this request/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute('href', `/results/${ID}`);
  });

  it('an expired link of a request never confirmed says nothing was held and what to do', async () => {
    mockFetch({
      'GET /api/finder-requests/confirm': () => json(200, { status: 'expired', id: ID }),
      [`GET /api/finder-requests/${ID}`]: () =>
        json(200, {
          ...request,
          status: 'unconfirmed',
          confirmation: 'awaiting_email',
          matched_physiotherapist: physio,
        }),
    });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(/nothing was passed on and no place was held/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/finder');
    expect(screen.queryByRole('button', { name: 'Confirm my request' })).not.toBeInTheDocument();
  });

  it('a link we did not sign, or none at all, says the link does not work', async () => {
    mockFetch({
      'GET /api/finder-requests/confirm': () =>
        json(400, { status: 400, code: 'FINDER_REQUEST.INVALID_TOKEN', message: 'bad' }),
    });
    renderConfirm('forged');
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
  });

  it('a request that is gone says so', async () => {
    mockFetch({ 'GET /api/finder-requests/confirm': () => json(200, { status: 'valid', id: ID }) });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'This request is no longer held' })).toBeVisible();
  });
});
