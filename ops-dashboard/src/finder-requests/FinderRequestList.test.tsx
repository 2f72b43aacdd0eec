import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpsFinderRequestRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import FinderRequestList from './FinderRequestList';

const aRow = (overrides: Partial<OpsFinderRequestRow>): OpsFinderRequestRow => ({
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  district: 'SS9',
  condition: 'falls-prevention',
  urgency: 'urgent',
  status: 'matched',
  created_at: '2026-11-20T10:00:00.000Z',
  reply_due_at: '2026-11-21T10:00:00.000Z',
  needs_attention: true,
  matched_physiotherapist_id: 3,
  matched_physiotherapist_name: 'Claire Pemberton',
  has_contact_details: true,
  awaits_call: false,
  queue_reason: null,
  owner_id: null,
  owner_name: null,
  follow_up_on: null,
  last_called_at: null,
  last_call_outcome: null,
  ...overrides,
});

describe('FinderRequestList', () => {
  it('says on each row, in words, why the request needs a person, in the order the API gives', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const rows = [
      aRow({ queue_reason: 'family-not-contacted' }),
      aRow({ id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', queue_reason: 'offer-past-reply-deadline', district: 'CO7' }),
      aRow({ id: '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', status: 'unmatched', district: 'NR1' }),
    ];
    fakeApi(
      on('GET', '/api/ops/finder-requests', {
        body: rows,
        headers: { 'content-range': `finder-requests 0-2/3` },
      }),
    );
    renderInAdmin(<FinderRequestList />, { resource: 'finder-requests', path: '/finder-requests' });

    const table = await screen.findByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'Family not contacted',
      'Offer not answered by its deadline',
      'No physiotherapist found',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Why it is here' })).toBeInTheDocument();
  });

  it('reaches each row with Tab and opens it with Enter, as a click would', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const row = aRow({ queue_reason: 'family-not-contacted' });
    fakeApi(
      on('GET', '/api/ops/finder-requests', { body: [row], headers: { 'content-range': 'finder-requests 0-0/1' } }),
    );
    const { location } = renderInAdmin(<FinderRequestList />, {
      resource: 'finder-requests',
      path: '/finder-requests',
    });
    const table = await screen.findByRole('table');
    const [bodyRow] = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(bodyRow).toHaveAttribute('tabindex', '0'));
    bodyRow.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/finder-requests/${row.id}/show`));
  });
});
