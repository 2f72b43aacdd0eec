import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { LoginPage } from './LoginPage';

import { webAuthnPrompt as passkeyPrompt } from '../test/fakeWebAuthn';

// The browser's passkey prompt: jsdom has no WebAuthn, so the prompt answers as a passkey would.
vi.mock('@simplewebauthn/browser', async () => (await import('../test/fakeWebAuthn')).fakeWebAuthnModule());

const PASSKEY_STEP = {
  status: 'passkey-required',
  challenge: 'challenge-p',
  passkey_options: { challenge: 'webauthn-challenge', rpId: 'localhost', allowCredentials: [] },
  totp_allowed: true,
};

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/username/i), 'sam.coordinator');
  await user.type(screen.getByLabelText(/password/i), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const api = fakeApi(
      on('POST', '/api/ops/auth/login', { body: { status: 'totp-required', challenge: 'challenge-1' } }),
      on('POST', '/api/ops/auth/totp', { body: { status: 'signed-in', session: aSession() } }),
    );
    const { location } = renderInAdmin(<LoginPage />, { path: '/login' });

    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Enter your security code' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/six-digit code/i), '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentSession()?.account.username).toBe('sam.coordinator'));
    expect(api.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/ops/auth/login', { username: 'sam.coordinator', password: 'correct horse battery' }],
      ['/api/ops/auth/totp', { challenge: 'challenge-1', code: '123456' }],
    ]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('asks for the passkey after the password and signs in with its answer', async () => {
    passkeyPrompt.startAuthentication.mockResolvedValueOnce({ id: 'cred-1', type: 'public-key', response: {} });
    const api = fakeApi(
      on('POST', '/api/ops/auth/login', { body: PASSKEY_STEP }),
      on('POST', '/api/ops/auth/passkey', { body: { status: 'signed-in', session: aSession() } }),
    );
    const { location } = renderInAdmin(<LoginPage />, { path: '/login' });
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Use your passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use passkey' }));

    await waitFor(() => expect(currentSession()?.account.username).toBe('sam.coordinator'));
    expect(passkeyPrompt.startAuthentication).toHaveBeenCalledWith({ optionsJSON: PASSKEY_STEP.passkey_options });
    expect(api.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/ops/auth/login', { username: 'sam.coordinator', password: 'correct horse battery' }],
      [
        '/api/ops/auth/passkey',
        { challenge: 'challenge-p', credential: { id: 'cred-1', type: 'public-key', response: {} } },
      ],
    ]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('signs in with a passkey alone: no username or password, the browser offers the passkeys it holds', async () => {
    passkeyPrompt.startAuthentication.mockResolvedValueOnce({ id: 'cred-2', type: 'public-key', response: {} });
    const options = { challenge: 'webauthn-2', rpId: 'localhost', allowCredentials: [] };
    const api = fakeApi(
      on('POST', '/api/ops/auth/passkey/options', { body: { challenge: 'challenge-alone', passkey_options: options } }),
      on('POST', '/api/ops/auth/passkey', { body: { status: 'signed-in', session: aSession() } }),
    );
    const { location } = renderInAdmin(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(currentSession()?.account.username).toBe('sam.coordinator'));
    expect(passkeyPrompt.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/ops/auth/passkey/options', '/api/ops/auth/passkey']);
    expect(api.requests[1].body).toEqual({
      challenge: 'challenge-alone',
      credential: { id: 'cred-2', type: 'public-key', response: {} },
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('offers a recovery code, not the app, when the role signs in with a passkey', async () => {
    const api = fakeApi(
      on('POST', '/api/ops/auth/login', { body: { ...PASSKEY_STEP, totp_allowed: false } }),
      on('POST', '/api/ops/auth/totp', { body: { status: 'signed-in', session: aSession() } }),
    );
    renderInAdmin(<LoginPage />, { path: '/login' });
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Use your passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /authenticator app/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lost your passkey? Use a recovery code' }));
    expect(await screen.findByRole('heading', { name: 'Enter a recovery code' })).toBeInTheDocument();
    // Six digits are an app's code, which this role's sign-in does not take: asked for a recovery code instead.
    await user.type(screen.getByLabelText(/recovery code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter one of your recovery codes');
    expect(api.requests.map((r) => r.url)).toEqual(['/api/ops/auth/login']);

    await user.clear(screen.getByLabelText(/recovery code/i));
    await user.type(screen.getByLabelText(/recovery code/i), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentSession()).not.toBeNull());
    expect(api.requests.at(-1)).toMatchObject({
      url: '/api/ops/auth/totp',
      body: { challenge: 'challenge-p', code: 'abcde-12345' },
    });
  });

  it('says so when the passkey prompt is closed, and lets the app’s code finish the same sign-in instead', async () => {
    passkeyPrompt.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
    );
    const api = fakeApi(
      on('POST', '/api/ops/auth/login', { body: PASSKEY_STEP }),
      on('POST', '/api/ops/auth/totp', { body: { status: 'signed-in', session: aSession() } }),
    );
    renderInAdmin(<LoginPage />, { path: '/login' });
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out. Try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Use a code from your authenticator app instead' }));
    await user.type(await screen.findByLabelText(/six-digit code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentSession()).not.toBeNull());
    expect(api.requests.at(-1)).toMatchObject({
      url: '/api/ops/auth/totp',
      body: { challenge: 'challenge-p', code: '123456' },
    });
  });

  it('keeps the code step open with the API’s message when the code is wrong', async () => {
    fakeApi(
      on('POST', '/api/ops/auth/login', { body: { status: 'totp-required', challenge: 'challenge-1' } }),
      on('POST', '/api/ops/auth/totp', {
        status: 401,
        body: { status: 401, code: 'AUTH.INVALID_TOTP', message: 'That code is not right. Try the current one.' },
      }),
    );
    renderInAdmin(<LoginPage />, { path: '/login' });
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText(/six-digit code/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Try the current one.');
    expect(screen.getByLabelText(/six-digit code/i)).toBeInTheDocument();
    expect(currentSession()).toBeNull();
  });

  it('shows the QR code and the key when the account must set up an authenticator app first', async () => {
    fakeApi(
      on('POST', '/api/ops/auth/login', {
        body: {
          status: 'totp-setup-required',
          challenge: 'challenge-2',
          totp_secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri:
            'otpauth://totp/Home%20Physio%20Finder:sam?secret=JBSWY3DPEHPK3PXP&issuer=Home%20Physio%20Finder',
        },
      }),
    );
    renderInAdmin(<LoginPage />, { path: '/login' });
    await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByLabelText(/six-digit code/i)).toBeInTheDocument();
  });

  it('says plainly when the username or password is wrong', async () => {
    fakeApi(
      on('POST', '/api/ops/auth/login', {
        status: 401,
        body: { status: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Wrong username or password' },
      }),
    );
    renderInAdmin(<LoginPage />, { path: '/login' });
    await signInWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByRole('heading', { name: 'Sign in to the operations dashboard' })).toBeInTheDocument();
  });
});
