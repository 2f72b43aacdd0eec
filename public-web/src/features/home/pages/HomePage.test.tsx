import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CLAIMS, sourced, TESTIMONIALS } from '../../../content/claims';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import HomePage from './HomePage';

const renderHome = () => renderPage(HomePage, { path: '/', url: '/' });
const figures = () => within(screen.getByRole('heading', { name: /Checked before/ }).closest('section') as HTMLElement);

describe('Home page: claims a family can check', () => {
  it('shows the figures the API counts, and the reply promise', async () => {
    mockFetch({
      'GET /api/site-figures': () =>
        json(200, {
          physiotherapists: 23,
          districts_covered: 1461,
          families_matched: 7,
          counted_at: '2026-11-23T00:00:00Z',
        }),
    });
    renderHome();
    expect(await figures().findByText('23')).toBeVisible();
    expect(figures().getByText('physiotherapists on our books')).toBeVisible();
    expect(figures().getByText('1,461')).toBeVisible();
    expect(figures().getByText('postcode districts covered')).toBeVisible();
    expect(figures().getByText('families matched')).toBeVisible();
    expect(figures().getByText('24 hours')).toBeVisible();
  });

  it('leaves out a count of zero rather than boast of nothing', async () => {
    const { callsTo } = mockFetch({
      'GET /api/site-figures': () =>
        json(200, {
          physiotherapists: 1,
          districts_covered: 12,
          families_matched: 0,
          counted_at: '2026-11-23T00:00:00Z',
        }),
    });
    renderHome();
    expect(await figures().findByText('physiotherapist on our books')).toBeVisible();
    expect(figures().queryByText('families matched')).toBeNull();
    expect(callsTo('GET', '/api/site-figures')).toHaveLength(1);
  });

  it('shows no claim without a source: no 200+, 4.9/5, 5-star reviews or testimonial', async () => {
    mockFetch({});
    renderHome();
    // The figures request failed: the counted figures go, the promise stays.
    await figures().findByText('24 hours');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sourced(Object.values(BUSINESS_CLAIMS))).toEqual([]);
    expect(sourced(TESTIMONIALS)).toEqual([]);
    const page = document.body.textContent ?? '';
    for (const unsourced of ['200+', '4.9/5', '5-Star', 'Families helped', 'What families say', 'Leigh-on-Sea']) {
      expect(page).not.toContain(unsourced);
    }
    expect(figures().queryByText('physiotherapists on our books')).toBeNull();
  });

  it('says the HCPC registration belongs to every physiotherapist, not to the company', () => {
    mockFetch({});
    renderHome();
    expect(screen.getByText('Every physiotherapist is HCPC-registered')).toBeVisible();
    expect(screen.queryByText('HCPC Registered')).toBeNull();
  });
});

describe('Home page: a face a family trusts', () => {
  it('shows a home visit with words for people who cannot see it, and pictures the four kinds of care', () => {
    mockFetch({});
    renderHome();
    expect(screen.getByRole('img', { name: /physiotherapist in a family's living room/ })).toBeVisible();
    // The other pictures repeat the words beside them, so screen readers skip them.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const services = within(
      screen.getByRole('heading', { name: 'What we help with' }).closest('section') as HTMLElement,
    );
    expect(services.getByRole('link', { name: 'Stroke recovery' })).toHaveAttribute(
      'href',
      '/services/stroke-recovery',
    );
    expect(services.getByRole('link', { name: 'Post-operative support' })).toHaveAttribute(
      'href',
      '/services/post-operative-care',
    );
  });
});
