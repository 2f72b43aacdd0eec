import { screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import ResultsPage from './ResultsPage';
import { finderRequestQueryOptions, WAITING_POLL_MS } from '../api/finder-request';
import { SITE_CONFIG } from '../../../site-config';

const baseRequest = {
  id: 'req-42',
  postcode: 'SS9 1AA',
  condition: 'falls-prevention',
  urgency: 'soon',
  created_at: '2026-11-22T10:00:00Z',
  confirmation: 'confirmed',
  match_source: 'matching',
  referral: null,
};
const physio = {
  name: 'Jane Doe',
  specialties: ['falls-prevention', 'stroke-recovery'],
  bio: 'Fifteen years helping older adults stay steady at home.',
  experience_years: 15,
  areas: ['Leigh-on-Sea', 'Southend'],
  qualifications: ['BSc (Hons) Physiotherapy', 'MCSP'],
  profile_url: null,
  hcpc_number: 'PH123456',
  hcpc_checked_on: '2026-11-01',
};

const renderResults = (id = 'req-42') => renderPage(ResultsPage, { path: '/results/:id', url: `/results/${id}` });

describe('Results page', () => {
  it('polls while pending, then shows the matched physiotherapist', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/finder-requests/req-42': () => {
        calls += 1;
        return calls === 1
          ? json(200, { ...baseRequest, status: 'pending', matched_physiotherapist: null })
          : json(200, { ...baseRequest, status: 'matched', matched_physiotherapist: physio });
      },
    });
    renderResults();
    expect(await screen.findByText('Finding your perfect match...')).toBeVisible();
    expect(await screen.findByText('Perfect Match Found!', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
    const specialties = screen.getByRole('list', { name: 'Specialties' });
    expect(within(specialties).getByText('Falls Prevention')).toBeVisible();
    expect(within(specialties).getByText('Stroke Recovery')).toBeVisible();
    expect(screen.getByText(/HCPC registered: PH123456/)).toBeVisible();
    // Their portrait as site-config.ts names it (the neutral stand-in until the business supplies photos).
    expect(screen.getByRole('img', { name: 'Photo of Jane Doe' })).toHaveAttribute(
      'src',
      SITE_CONFIG.physiotherapistPortraits.fallback,
    );
    expect(screen.getByText(/checked by our team on 1 November 2026/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /View Full Profile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Search/ })).toHaveAttribute('href', '/finder');
    expect(await screen.findByText('Match found!')).toBeVisible();
  });

  it("'Contact Physiotherapist' explains how the family and the physiotherapist get in touch", async () => {
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, {
          ...baseRequest,
          status: 'matched',
          matched_physiotherapist: { ...physio, profile_url: 'https://example.org/jane' },
        }),
    });
    const { user } = renderResults();
    const contact = await screen.findByRole('button', { name: 'Contact Physiotherapist' });
    expect(screen.getByRole('link', { name: /View Full Profile/ })).toHaveAttribute('href', 'https://example.org/jane');
    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'How to reach Jane Doe' })).toBeVisible();
    expect(screen.getByText(/has your contact details/)).toBeVisible();
  });

  it('tells a family who left only a phone number that our team will call them to confirm', async () => {
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, {
          ...baseRequest,
          status: 'unconfirmed',
          confirmation: 'awaiting_call',
          match_source: null,
          matched_physiotherapist: physio,
        }),
    });
    const { user } = renderResults();
    expect(await screen.findByRole('heading', { name: 'Next step: our team calls you' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Contact Physiotherapist' }));
    expect(screen.getByRole('heading', { name: 'How to reach Jane Doe' }).parentElement).toHaveTextContent(
      /our team will call you to confirm, within 24 hours/,
    );
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message our team with my reference' })).not.toBeInTheDocument();
  });

  it('asks for the email confirmation in any tab that opens the result, from what the API says', async () => {
    // Nothing in this tab's storage: as in a second tab, or on another device.
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, {
          ...baseRequest,
          status: 'unconfirmed',
          confirmation: 'awaiting_email',
          match_source: null,
          matched_physiotherapist: physio,
        }),
    });
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended: Jane Doe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Please confirm your email' })).toBeVisible();
    expect(screen.getByText(/Once you confirm, we ask Jane Doe to take on your parent and hold a place/)).toBeVisible();
    expect(screen.queryByText('Perfect Match Found!')).not.toBeInTheDocument();
  });

  it("never calls a coordinator's choice outside the matching rules a perfect match", async () => {
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, {
          ...baseRequest,
          status: 'matched',
          match_source: 'team_exception',
          matched_physiotherapist: physio,
        }),
    });
    renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our team has chosen Jane Doe for your parent' }),
    ).toBeVisible();
    expect(screen.queryByText('Perfect Match Found!')).not.toBeInTheDocument();
  });

  it("shows 'We're Here to Help' when no physiotherapist was matched", async () => {
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, { ...baseRequest, status: 'unmatched', matched_physiotherapist: null }),
    });
    renderResults();
    expect(await screen.findByText("We're Here to Help")).toBeVisible();
    expect(screen.getByText('SS9 1AA')).toBeVisible();
    expect(screen.getByText('Falls Prevention')).toBeVisible();
    expect(screen.getByRole('link', { name: /Try Different Search/ })).toHaveAttribute('href', '/finder');
    expect(screen.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact?ref=req-42');
    expect(screen.getByRole('link', { name: /Back to Search/ })).toBeVisible();
  });

  it('gives a short reference a family can read out, and says personalised', async () => {
    const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    mockFetch({
      [`GET /api/finder-requests/${id}`]: () =>
        json(200, { ...baseRequest, id, status: 'unmatched', matched_physiotherapist: null }),
    });
    renderResults(id);
    expect(await screen.findByText("We're Here to Help")).toBeVisible();
    const summary = screen.getByRole('heading', { name: 'Your request' }).closest('div') as HTMLElement;
    expect(within(summary).getByText('3AFL-SHCG')).toBeVisible();
    expect(screen.queryByText(new RegExp(id))).toBeNull();
    expect(screen.getByText(/personalised recommendations/)).toBeVisible();
    expect(screen.queryByText(/personalized/)).toBeNull();
  });

  it('links the HCPC number to the HCPC register check page', async () => {
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, { ...baseRequest, status: 'matched', matched_physiotherapist: physio }),
    });
    renderResults();
    const check = await screen.findByRole('link', { name: /Check PH123456 on the HCPC register/ });
    expect(check).toHaveAttribute('href', 'https://www.hcpc-uk.org/check-the-register/');
    expect(check).toHaveAttribute('target', '_blank');
  });

  describe('where the request is', () => {
    const progress = () => screen.getByRole('list', { name: 'Where your request is' });
    const current = () =>
      within(progress())
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-current'));
    const step = (title: string) =>
      within(progress())
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(title));
    const matched = (referral: unknown) =>
      mockFetch({
        'GET /api/finder-requests/req-42': () =>
          json(200, { ...baseRequest, status: 'matched', matched_physiotherapist: physio, referral }),
      });

    it('a recommendation waits for the family to confirm, and claims no match yet', async () => {
      mockFetch({
        'GET /api/finder-requests/req-42': () =>
          json(200, {
            ...baseRequest,
            status: 'unconfirmed',
            confirmation: 'awaiting_email',
            match_source: null,
            matched_physiotherapist: physio,
          }),
      });
      renderResults();
      expect(await screen.findByRole('heading', { level: 1, name: 'Recommended: Jane Doe' })).toBeVisible();
      expect(screen.queryByText('Perfect Match Found!')).not.toBeInTheDocument();
      expect(current()).toHaveTextContent('Confirmed by you (now)');
      expect(current()).toHaveTextContent('Nothing is shared until you do.');
    });

    it('confirmed and offered: waiting for the physiotherapist to answer, by when', async () => {
      matched({
        status: 'offered',
        reply_by: '2026-11-27T15:00:00.000Z',
        contact_by: null,
        first_call_at: null,
        first_visit_on: null,
      });
      const { user } = renderResults();
      expect(
        await screen.findByRole('heading', { level: 1, name: "We've asked Jane Doe to take on your parent" }),
      ).toBeVisible();
      expect(screen.queryByText('Perfect Match Found!')).not.toBeInTheDocument();
      expect(step('Confirmed by you')).toHaveTextContent('Confirmed by you (done)');
      expect(current()).toHaveTextContent('Offered to Jane Doe (now)');
      expect(current()).toHaveTextContent('Waiting for Jane Doe to accept, by Friday 27 November at 3:00pm.');
      await user.click(screen.getByRole('button', { name: 'Contact Physiotherapist' }));
      expect(screen.getByText(/As soon as they accept, we send them your contact details/)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Message our team with my reference' })).not.toBeInTheDocument();
    });

    it('shows the acceptance when the family comes back to the tab, without a reload', async () => {
      const offer = {
        reply_by: '2026-11-27T15:00:00.000Z',
        contact_by: null,
        first_call_at: null,
        first_visit_on: null,
      };
      let answered = false;
      mockFetch({
        'GET /api/finder-requests/req-42': () =>
          json(200, {
            ...baseRequest,
            status: 'matched',
            matched_physiotherapist: physio,
            referral: answered
              ? { ...offer, status: 'accepted', contact_by: '2026-11-28T15:00:00.000Z' }
              : { ...offer, status: 'offered' },
          }),
      });
      renderResults();
      expect(
        await screen.findByRole('heading', { level: 1, name: "We've asked Jane Doe to take on your parent" }),
      ).toBeVisible();
      // The family leaves the tab; meanwhile Jane accepts; they come back.
      answered = true;
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Jane Doe has accepted your referral' }),
      ).toBeVisible();
      focusManager.setFocused(undefined);
    });

    it('looks again every minute only while it waits on someone else', () => {
      const interval = finderRequestQueryOptions('req-42').refetchInterval as (query: unknown) => number | false;
      const at = (data: unknown) => interval({ state: { data, dataUpdateCount: 1 } });
      const offered = { status: 'offered', reply_by: '2026-11-27T15:00:00.000Z' };
      expect(at({ ...baseRequest, status: 'matched', referral: offered })).toBe(WAITING_POLL_MS);
      expect(at({ ...baseRequest, status: 'unconfirmed', confirmation: 'awaiting_email' })).toBe(WAITING_POLL_MS);
      expect(at({ ...baseRequest, status: 'matched', referral: { ...offered, status: 'accepted' } })).toBe(false);
      expect(at({ ...baseRequest, status: 'unconfirmed', confirmation: 'awaiting_call' })).toBe(false);
      expect(at({ ...baseRequest, status: 'unmatched', referral: null })).toBe(false);
    });

    it('accepted: who will call by when, in UK time', async () => {
      matched({
        status: 'accepted',
        reply_by: '2026-11-27T15:00:00.000Z',
        // 18:30 UTC in June is 19:30 in the UK (BST).
        contact_by: '2027-06-02T18:30:00.000Z',
        first_call_at: null,
        first_visit_on: null,
      });
      const { user } = renderResults();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Jane Doe has accepted your referral' }),
      ).toBeVisible();
      expect(step('Offered to Jane Doe')).toHaveTextContent('Offered to Jane Doe (done)');
      expect(current()).toHaveTextContent('They get in touch (now)');
      expect(current()).toHaveTextContent('Jane Doe will call or email you by Wednesday 2 June at 7:30pm.');
      expect(within(progress()).getByText('You agree the first home visit together.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Contact Physiotherapist' }));
      expect(screen.getByText(/has accepted your parent's referral and has your contact details/)).toBeVisible();
    });

    it('accepted with a first call and a first visit: the call time and the visit day', async () => {
      matched({
        status: 'accepted',
        reply_by: '2026-11-27T15:00:00.000Z',
        contact_by: '2026-11-29T15:00:00.000Z',
        first_call_at: '2026-11-28T09:30:00.000Z',
        first_visit_on: '2026-11-30',
      });
      renderResults();
      expect(await screen.findByText('Jane Doe will call you on Saturday 28 November at 9:30am.')).toBeInTheDocument();
      expect(step('They get in touch')).toHaveTextContent('They get in touch (done)');
      expect(current()).toHaveTextContent('First visit (now)');
      expect(current()).toHaveTextContent('First visit on Monday 30 November.');
    });

    it('after a decline the family simply sees the physiotherapist now offered', async () => {
      // What the API answers once the first physiotherapist declined: the next one, offered; nothing of the first.
      matched({
        status: 'offered',
        reply_by: '2026-11-28T10:00:00.000Z',
        contact_by: null,
        first_call_at: null,
        first_visit_on: null,
      });
      renderResults();
      expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeVisible();
      expect(screen.queryByText(/declin|lapse|another physiotherapist|sorry/i)).not.toBeInTheDocument();
      expect(current()).toHaveTextContent('Waiting for Jane Doe to accept, by Saturday 28 November at 10:00am.');
    });
  });

  it("shows 'Request Not Found' for an unknown id", async () => {
    mockFetch({});
    renderResults('nope');
    expect(await screen.findByText('Request Not Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start New Search' })).toHaveAttribute('href', '/finder');
    expect(screen.getByRole('link', { name: /Back to Search/ })).toBeVisible();
  });
});
