import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsAccount } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import AccountList from './AccountList';

const account = (overrides: Partial<OpsAccount>): OpsAccount => ({
  id: 1,
  username: 'sam.coordinator',
  display_name: 'Sam Coordinator',
  role: 'coordinator',
  active: true,
  totp_enabled: true,
  last_sign_in_at: '2026-11-26T09:00:00.000Z',
  created_at: '2026-11-01T09:00:00.000Z',
  sign_in_slowed_until: null,
  ...overrides,
});

describe('the accounts list', () => {
  it('flags the accounts whose sign-in is slowed now by failed attempts, with until when', async () => {
    rememberSession(aSession({ role: 'admin' }));
    fakeApi(
      on('GET', '/api/ops/accounts', {
        body: [
          account({}),
          account({
            id: 2,
            username: 'pat.lee',
            display_name: 'Pat Lee',
            sign_in_slowed_until: '2026-11-26T10:15:00.000Z',
          }),
        ],
        headers: { 'content-range': 'accounts 0-1/2' },
      }),
    );
    renderInAdmin(<AccountList />, { resource: 'accounts' });
    const flag = await screen.findByText(/^Sign-in slowed until /);
    expect(flag.closest('tr')).toHaveTextContent('pat.lee');
    expect(screen.getAllByText(/Sign-in slowed until/)).toHaveLength(1);
  });
});
