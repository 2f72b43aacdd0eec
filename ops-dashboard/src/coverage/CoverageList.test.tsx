import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsCoverageChange, OpsCoverageRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import CoverageList from './CoverageList';

const aDistrict = (waiting: number): OpsCoverageRow => ({
  id: 'CB1',
  district: 'CB1',
  area: 'CB',
  county: 'Cambridgeshire',
  local_authority: 'Cambridge',
  places: 'Cambridge',
  post_town: 'Cambridge',
  uk_region: 'East of England',
  covered: true,
  covered_since: '2026-11-26T09:00:00.000Z',
  reachable: true,
  offered: true,
  waiting,
});

const anActivation = (emailed: number): OpsCoverageChange & { id: string } => ({
  id: '12',
  action: 'activated',
  districts: ['CB1'],
  created_at: '2026-11-26T09:00:00.000Z',
  waitlist_total: 3,
  waitlist_emailed: emailed,
  waitlist_not_sent: 0,
  done: emailed === 3,
});

describe('CoverageList', () => {
  it('counts the waiting people down as the activation’s emails go out, without a reload', async () => {
    rememberSession(aSession({ role: 'admin' }));
    // The worker emails the three people waiting in CB1 after the page loaded: each email sent is one person fewer
    // waiting there.
    let emailed = 0;
    fakeApi(
      on('GET', '/api/ops/coverage', () => ({
        body: [aDistrict(3 - emailed)],
        headers: { 'content-range': 'coverage 0-0/1' },
      })),
      on('GET', '/api/ops/coverage-changes', () => ({
        body: [anActivation(emailed)],
        headers: { 'content-range': 'coverage-changes 0-0/1' },
      })),
    );
    renderInAdmin(<CoverageList />, { resource: 'coverage', path: '/coverage' });

    const table = await screen.findByRole('table');
    const waitingCell = () => within(within(table).getAllByRole('row')[1]).getAllByRole('cell').at(-1);
    await waitFor(() => expect(waitingCell()).toHaveTextContent('3'));
    expect(await screen.findByText('Emailing: 0 of 3 sent')).toBeInTheDocument();
    emailed = 3;

    await screen.findByText(/Done: emailed 3 of 3 waiting people/, {}, { timeout: 10_000 });
    await waitFor(() => expect(waitingCell()).toHaveTextContent('0'), { timeout: 10_000 });
  });
});
