import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsSignInRule } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { SignInRules } from './SignInRules';

const rule = (overrides: Partial<OpsSignInRule>): OpsSignInRule => ({
  id: 'coordinator',
  passkey_required: false,
  active_accounts: 5,
  accounts_without_passkey: 3,
  updated_at: null,
  ...overrides,
});

const RULES = [
  rule({}),
  rule({ id: 'admin', active_accounts: 2, accounts_without_passkey: 0 }),
  rule({ id: 'analyst', active_accounts: 0, accounts_without_passkey: 0 }),
];

describe('how each role signs in', () => {
  it('says who has no passkey yet, and requires passkeys of a role after asking, sending only the rule', async () => {
    rememberSession(aSession({ role: 'admin' }, 'csrf-admin'));
    const api = fakeApi(
      on('GET', '/api/ops/sign-in-rules', {
        body: RULES,
        headers: { 'content-range': 'sign-in-rules 0-2/3' },
      }),
      on('PUT', '/api/ops/sign-in-rules/coordinator', {
        body: rule({ passkey_required: true, updated_at: '2026-11-27T10:00:00.000Z' }),
      }),
    );
    renderInAdmin(
      <>
        <SignInRules />
        <Notification />
      </>,
    );
    expect(await screen.findByText('3 of 5 active accounts have no passkey yet.')).toBeInTheDocument();
    expect(screen.getByText('All 2 active accounts have a passkey.')).toBeInTheDocument();
    expect(screen.getByText('No active accounts have this role.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Coordinators must use a passkey' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('3 of them have no passkey yet: from their next click they can only add one.');
    await user.click(within(dialog).getByRole('button', { name: 'Require passkeys' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ passkey_required: true });
    expect(put.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(await screen.findByText('Coordinators now sign in with a passkey.')).toBeInTheDocument();
  });

  it('shows the API’s refusal (one’s own role before having a passkey) and leaves the switch off', async () => {
    rememberSession(aSession({ role: 'admin' }));
    fakeApi(
      on('GET', '/api/ops/sign-in-rules', { body: RULES, headers: { 'content-range': 'sign-in-rules 0-2/3' } }),
      on('PUT', '/api/ops/sign-in-rules/admin', {
        status: 409,
        body: {
          status: 409,
          code: 'OPS.CONFLICT',
          message: 'Add a passkey to your own account first (My account): your role would have to sign in with one',
          errors: [{ field: 'passkey_required', rule: 'conflict', message: 'Add a passkey to your own account first' }],
        },
      }),
    );
    renderInAdmin(
      <>
        <SignInRules />
        <Notification />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Administrators must use a passkey' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require passkeys' }));
    expect(await screen.findByText(/Add a passkey to your own account first/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Administrators must use a passkey' })).not.toBeChecked();
  });
});
