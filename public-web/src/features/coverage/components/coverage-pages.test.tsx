import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import type { CoverageCountiesResponse } from '@physio/api-contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';

const COUNTIES: CoverageCountiesResponse = {
  counties: [
    { county: 'London', areas: ['CR', 'SW'], local_authorities: ['Croydon', 'Wandsworth'], district_count: 12 },
    { county: 'West Sussex', areas: ['RH'], local_authorities: ['Crawley'], district_count: 1 },
  ],
};

// The counties are fetched once per tab (module state): each test loads the pages afresh.
beforeEach(() => vi.resetModules());

async function renderPartnership() {
  const { default: PartnershipPage } = await import('../../about/pages/PartnershipPage');
  return renderPage(PartnershipPage, { path: '/estuary-partnership', url: '/estuary-partnership' });
}

async function renderFaq() {
  const { default: FaqPage } = await import('../../faq/pages/FaqPage');
  return renderPage(FaqPage, { path: '/faq', url: '/faq' });
}

describe('where we work, from the coverage data', () => {
  it('the partnership page shows a card for each county we serve, naming the boroughs or districts', async () => {
    mockFetch({ 'GET /api/coverage/counties': () => json(200, COUNTIES) });
    await renderPartnership();
    const cards = await screen.findByTestId('covered-counties');
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'London',
      'West Sussex',
    ]);
    expect(cards).toHaveTextContent('Home visits in parts of Croydon and Wandsworth (12 postcode districts).');
    expect(cards).toHaveTextContent('Home visits in parts of Crawley (1 postcode district).');
    expect(screen.queryByText(/Greater London|four counties/)).toBeNull();
  });

  it('the partnership page names no county when the coverage data is unavailable, and links to the check', async () => {
    mockFetch({ 'GET /api/coverage/counties': () => json(503, { status: 503, code: 'UNAVAILABLE', message: 'Down' }) });
    await renderPartnership();
    expect(await screen.findByRole('link', { name: /Check your area/ })).toHaveAttribute('href', '/finder');
    expect(screen.queryByTestId('covered-counties')).toBeNull();
    expect(screen.queryByText(/London|Surrey|Buckinghamshire/)).toBeNull();
  });

  it('the FAQ answers "Which areas do you cover?" from the coverage data', async () => {
    mockFetch({ 'GET /api/coverage/counties': () => json(200, COUNTIES) });
    const { user } = await renderFaq();
    await user.click(screen.getByRole('button', { name: /Which areas do you cover\?/ }));
    expect(
      await screen.findByText(/^We currently visit families in parts of London and West Sussex\. The areas we cover/),
    ).toBeVisible();
  });
});
