import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import AccountCreate from './AccountCreate';

async function fillAndSave(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username/i), 'jo.bloggs');
  await user.type(screen.getByLabelText(/^name/i), 'Jo Bloggs');
  await user.type(screen.getByLabelText(/initial password/i), password);
  await user.click(screen.getByRole('button', { name: /save/i }));
}

describe('AccountCreate', () => {
  it('shows the API’s refusal on the field it is about', async () => {
    rememberSession(aSession({ role: 'admin' }));
    const api = fakeApi(
      on('POST', '/api/ops/accounts', {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'This password is on a list of common passwords',
          errors: [{ field: 'password', rule: 'notCommon', message: 'This password is on a list of common passwords' }],
        },
      }),
    );
    renderInAdmin(<AccountCreate />, { resource: 'accounts', path: '/accounts/create' });
    await fillAndSave('passwordpassword');

    const password = screen.getByLabelText(/initial password/i);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/This password is on a list of common passwords/);
    expect(api.requests.at(-1)?.body).toEqual({
      username: 'jo.bloggs',
      display_name: 'Jo Bloggs',
      role: 'coordinator',
      password: 'passwordpassword',
    });
  });

  it('checks the length rule before sending anything', async () => {
    rememberSession(aSession({ role: 'admin' }));
    const api = fakeApi();
    renderInAdmin(<AccountCreate />, { resource: 'accounts', path: '/accounts/create' });
    await fillAndSave('too short');

    expect(await screen.findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
