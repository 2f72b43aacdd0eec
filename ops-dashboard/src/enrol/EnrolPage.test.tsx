import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { EnrolPage, tokenFromLocation } from './EnrolPage';

const TOKEN = 'Zk3m9Qx2Lr8Tb5Wn1Yc7Hd4Jf6Gs0Pv2Ae8Ku3Mo5Ri';
const STARTED = {
  display_name: 'Robin Hale',
  username: 'robin.hale',
  challenge: 'challenge-1',
  totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Home%20Physio%20Finder:robin.hale?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);
const PASSWORD = 'quiet lantern orchard 58 hums';

const fieldError = (field: string, message: string, code = 'VALIDATION_FAILED') => ({
  status: 400,
  body: { status: 400, code, message, errors: [{ field, rule: 'invalid', message }] },
});

async function fillIn(password = PASSWORD, again = password, code = '123 456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^new password\W*$/i), password);
  await user.type(screen.getByLabelText(/new password again/i), again);
  await user.type(screen.getByLabelText(/six-digit code/i), code);
  await user.click(screen.getByRole('button', { name: 'Set up and sign in' }));
  return user;
}

describe('EnrolPage', () => {
  it('reads the token after #', () => {
    expect(tokenFromLocation(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromLocation('')).toBe('');
  });

  it('says whose account it is, sets the password and the app, signs in and shows the recovery codes once', async () => {
    const api = fakeApi(
      on('POST', '/api/ops/auth/enrolment/start', { body: STARTED }),
      on('POST', '/api/ops/auth/enrolment/complete', {
        body: { session: aSession({ username: 'robin.hale' }), recovery_codes: CODES },
      }),
    );
    render(<EnrolPage token={TOKEN} />);

    expect(await screen.findByRole('heading', { name: 'Set up your sign-in' })).toBeInTheDocument();
    expect(await screen.findByText('Robin Hale')).toBeInTheDocument();
    expect(screen.getByText('robin.hale')).toBeInTheDocument();
    // The key for apps that cannot scan, in groups of four.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await fillIn();

    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('link', { name: 'Continue to the dashboard' })).toHaveAttribute('href', '/ops/');
    expect(currentSession()?.account.username).toBe('robin.hale');
    expect(api.requests.map((r) => [r.url, r.body, r.headers.has('x-csrf-token')])).toEqual([
      ['/api/ops/auth/enrolment/start', { token: TOKEN }, false],
      [
        '/api/ops/auth/enrolment/complete',
        { token: TOKEN, challenge: 'challenge-1', password: PASSWORD, code: '123456' },
        false,
      ],
    ]);
  });

  it('shows one clear page for an expired, used or unknown link, saying to ask for a new one', async () => {
    fakeApi(
      on(
        'POST',
        '/api/ops/auth/enrolment/start',
        fieldError(
          'token',
          'This enrolment link has expired, has been used already or is not valid. Ask an administrator for a new link.',
          'AUTH.ENROLMENT_LINK_INVALID',
        ),
      ),
    );
    render(<EnrolPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask an administrator for a new link');
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
  });

  it('shows the same page when the address has no token, without asking the API', async () => {
    const api = fakeApi();
    render(<EnrolPage token="" />);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('checks the two passwords and the code before sending anything', async () => {
    const api = fakeApi(on('POST', '/api/ops/auth/enrolment/start', { body: STARTED }));
    render(<EnrolPage token={TOKEN} />);
    await fillIn(PASSWORD, `${PASSWORD}!`, '12');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(screen.getByText('Enter the six-digit code from your authenticator app')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toEqual(['/api/ops/auth/enrolment/start']);
  });

  it("shows the API's refusals beside the field they name (a weak password, a wrong code)", async () => {
    let answers = [
      fieldError('password', 'This password is too common'),
      fieldError('code', 'That code is not valid; use the newest code from your app', 'AUTH.INVALID_TOTP'),
    ];
    fakeApi(
      on('POST', '/api/ops/auth/enrolment/start', { body: STARTED }),
      on('POST', '/api/ops/auth/enrolment/complete', () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next;
      }),
    );
    render(<EnrolPage token={TOKEN} />);
    const user = await fillIn();
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up and sign in' }));
    expect(await screen.findByText('That code is not valid; use the newest code from your app')).toBeInTheDocument();
    expect(screen.queryByText('This password is too common')).not.toBeInTheDocument();
  });

  it('opens the link again with a new secret when the set-up has expired', async () => {
    const api = fakeApi(
      on('POST', '/api/ops/auth/enrolment/start', (request) => ({
        body: { ...STARTED, challenge: `challenge-${api.requests.indexOf(request) + 1}` },
      })),
      on(
        'POST',
        '/api/ops/auth/enrolment/complete',
        fieldError('challenge', 'This set-up has expired; open your enrolment link again', 'AUTH.INVALID_TOTP'),
      ),
    );
    render(<EnrolPage token={TOKEN} />);
    await fillIn();
    expect(await screen.findByText(/Scan the new code below and try again/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.map((r) => r.url)).toEqual([
        '/api/ops/auth/enrolment/start',
        '/api/ops/auth/enrolment/complete',
        '/api/ops/auth/enrolment/start',
      ]),
    );
  });
});
