import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { rememberSubmission } from '../../finder/finder-draft';
import ResultsPage from './ResultsPage';
import { SITE_CONFIG } from '../../../site-config';

const baseRequest = {
  id: 'req-42',
  postcode: 'SS9 1AA',
  condition: 'falls-prevention',
  urgency: 'soon',
  created_at: '2026-11-22T10:00:00Z',
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
    expect(screen.getByText(/quoting your/)).toBeVisible();
  });

  it('tells a family who left only a phone number that our team will call them to confirm', async () => {
    rememberSubmission('req-42', { sharedContactDetails: true, gaveEmail: false, gavePhoneOnly: true });
    mockFetch({
      'GET /api/finder-requests/req-42': () =>
        json(200, { ...baseRequest, status: 'unconfirmed', matched_physiotherapist: physio }),
    });
    const { user } = renderResults();
    await user.click(await screen.findByRole('button', { name: 'Contact Physiotherapist' }));
    expect(screen.getByText(/our team will call you to confirm, usually within 24 hours/)).toBeVisible();
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message our team with my reference' })).not.toBeInTheDocument();
    window.sessionStorage.clear();
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

  it("shows 'Request Not Found' for an unknown id", async () => {
    mockFetch({});
    renderResults('nope');
    expect(await screen.findByText('Request Not Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start New Search' })).toHaveAttribute('href', '/finder');
    expect(screen.getByRole('link', { name: /Back to Search/ })).toBeVisible();
  });
});
