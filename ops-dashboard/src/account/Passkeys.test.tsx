import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpsPasskey } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { Passkeys } from './Passkeys';

import { webAuthnPrompt as prompt } from '../test/fakeWebAuthn';

// The browser's passkey prompt: jsdom has no WebAuthn, so the prompt answers as a new passkey would.
vi.mock('@simplewebauthn/browser', async () => (await import('../test/fakeWebAuthn')).fakeWebAuthnModule());

const LAPTOP: OpsPasskey = {
  id: 7,
  name: 'Work laptop',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-26T08:30:00.000Z',
};
const listed = (rows: OpsPasskey[]) => ({
  body: rows,
  headers: { 'content-range': rows.length ? `passkeys 0-${rows.length - 1}/${rows.length}` : 'passkeys */0' },
});

describe('passkeys on My account', () => {
  it('lists the passkeys and removes one with the CSRF token', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-7'));
    let rows = [LAPTOP];
    const api = fakeApi(
      on('GET', '/api/ops/auth/passkeys', () => listed(rows)),
      on('DELETE', '/api/ops/auth/passkeys/7', () => {
        rows = [];
        return { body: LAPTOP };
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<Passkeys />);

    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^Work laptopAdded .* · last used .*Remove$/);
    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'DELETE')!;
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-7');
  });

  it('adds a passkey after the password: the API’s options go to the browser, its answer back under the name', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-8'));
    let rows: OpsPasskey[] = [];
    const options = { challenge: 'webauthn-challenge', rp: { id: 'localhost', name: 'Ops' } };
    prompt.startRegistration.mockResolvedValueOnce({ id: 'cred-9', type: 'public-key', response: {} });
    const api = fakeApi(
      on('GET', '/api/ops/auth/passkeys', () => listed(rows)),
      on('POST', '/api/ops/auth/passkeys/options', { body: { setup_token: 'setup-1', options } }),
      on('POST', '/api/ops/auth/passkeys', () => {
        rows = [{ ...LAPTOP, id: 9, name: 'Phone', last_used_at: null }];
        return { status: 201, body: rows[0] };
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<Passkeys />);
    await screen.findByText('You have no passkeys yet.');

    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    expect(screen.getByText(/Give it a name you will recognise/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Phone');
    await user.type(screen.getByLabelText(/Your password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));

    expect(await screen.findByText('Phone')).toBeInTheDocument();
    expect(screen.getByText(/not used yet/)).toBeInTheDocument();
    expect(prompt.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, r.body])).toEqual([
      ['/api/ops/auth/passkeys/options', { current_password: 'correct horse battery' }],
      [
        '/api/ops/auth/passkeys',
        { setup_token: 'setup-1', name: 'Phone', credential: { id: 'cred-9', type: 'public-key', response: {} } },
      ],
    ]);
    expect(posts.every((r) => r.headers.get('x-csrf-token') === 'csrf-8')).toBe(true);
  });

  it('shows a wrong password on its field and never opens the browser’s prompt', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-9'));
    prompt.startRegistration.mockClear();
    fakeApi(
      on('GET', '/api/ops/auth/passkeys', () => listed([])),
      on('POST', '/api/ops/auth/passkeys/options', {
        status: 400,
        body: {
          status: 400,
          code: 'AUTH.INVALID_CREDENTIALS',
          message: 'The current password is wrong',
          errors: [
            { field: 'current_password', rule: 'AUTH.INVALID_CREDENTIALS', message: 'The current password is wrong' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<Passkeys />);
    await screen.findByText('You have no passkeys yet.');
    await user.type(screen.getByLabelText(/^Name/), 'Phone');
    await user.type(screen.getByLabelText(/Your password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(prompt.startRegistration).not.toHaveBeenCalled();
  });

  it('asks for the password again before removing a passkey when the API wants it', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-10'));
    let rows = [LAPTOP];
    let confirmed = false;
    const api = fakeApi(
      on('GET', '/api/ops/auth/passkeys', () => listed(rows)),
      on('POST', '/api/ops/auth/reauthenticate', () => {
        confirmed = true;
        return { body: { reauthenticated_until: '2026-11-26T10:05:00.000Z' } };
      }),
      on('DELETE', '/api/ops/auth/passkeys/7', () => {
        if (!confirmed) {
          return {
            status: 403,
            body: { status: 403, code: 'AUTH.REAUTHENTICATION_REQUIRED', message: 'Enter your password again' },
          };
        }
        rows = [];
        return { body: LAPTOP };
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<Passkeys />);
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey “Work laptop”?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url, r.body])).toEqual([
      ['DELETE', '/api/ops/auth/passkeys/7', undefined],
      ['POST', '/api/ops/auth/reauthenticate', { current_password: 'correct horse battery' }],
      ['DELETE', '/api/ops/auth/passkeys/7', undefined],
    ]);
  });
});
