import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import PhysiotherapistList from './PhysiotherapistList';
import { oliver } from '../test/physiotherapist';

const filterOf = (url: string) => JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}') as object;

describe('PhysiotherapistList', () => {
  it('finds checks coming due in the next 30 or 60 days, not only overdue ones', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists', {
        body: [oliver],
        headers: { 'content-range': 'physiotherapists 0-0/1' },
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<PhysiotherapistList />, { resource: 'physiotherapists', path: '/physiotherapists' });

    await screen.findByText('Oliver Bennett');
    await user.click(await screen.findByRole('combobox', { name: 'HCPC or DBS check due' }));
    expect(screen.getByRole('option', { name: 'Overdue' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Overdue or due within 60 days' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Overdue or due within 30 days' }));

    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'GET').map((r) => filterOf(r.url))).toContainEqual({
        checks_due: 'within-30-days',
      }),
    );
  });
});
