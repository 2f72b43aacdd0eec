import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { OwnSessions } from './OwnSessions';

const PHONE = 'b'.repeat(43);
const rows = (): OpsOwnSessionRow[] => [
  {
    id: PHONE,
    device: 'Safari on iPhone',
    created_at: '2026-11-25T09:00:00.000Z',
    last_seen_at: '2026-11-25T09:30:00.000Z',
    current: false,
  },
  {
    id: 'a'.repeat(43),
    device: 'Firefox on Linux',
    created_at: '2026-11-24T08:00:00.000Z',
    last_seen_at: '2026-11-26T10:00:00.000Z',
    current: true,
  },
];

describe('where you are signed in', () => {
  it('lists each browser, marks this one, and ends another with the CSRF token', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-5'));
    let live = rows();
    const api = fakeApi(
      on('GET', '/api/ops/auth/sessions', () => ({
        body: live,
        headers: { 'content-range': `sessions 0-${live.length - 1}/${live.length}` },
      })),
      on('DELETE', `/api/ops/auth/sessions/${PHONE}`, () => {
        const [ended] = live.filter((r) => r.id === PHONE);
        live = live.filter((r) => r.id !== PHONE);
        return { body: ended };
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<OwnSessions />);

    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Safari on iPhoneSigned in .* · last seen .*End$/),
      expect.stringMatching(/^Firefox on Linux.*This browser$/),
    ]);
    expect(within(items[1]).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'End Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    const sent = api.requests.find((r) => r.method === 'DELETE')!;
    expect(sent.url).toBe(`/api/ops/auth/sessions/${PHONE}`);
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-5');
    expect(screen.getByText('You are signed in here only.')).toBeInTheDocument();
  });

  it('asks for the password again when the API wants it, then ends the session', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-6'));
    let live = rows();
    let confirmed = false;
    const api = fakeApi(
      on('GET', '/api/ops/auth/sessions', () => ({
        body: live,
        headers: { 'content-range': `sessions 0-${live.length - 1}/${live.length}` },
      })),
      on('POST', '/api/ops/auth/reauthenticate', (request) => {
        if ((request.body as { current_password: string }).current_password !== 'correct horse battery') {
          return {
            status: 400,
            body: {
              status: 400,
              code: 'AUTH.INVALID_CREDENTIALS',
              message: 'The current password is wrong',
              errors: [
                {
                  field: 'current_password',
                  rule: 'AUTH.INVALID_CREDENTIALS',
                  message: 'The current password is wrong',
                },
              ],
            },
          };
        }
        confirmed = true;
        return { body: { reauthenticated_until: '2026-11-26T10:05:00.000Z' } };
      }),
      on('DELETE', `/api/ops/auth/sessions/${PHONE}`, () => {
        if (!confirmed) {
          return {
            status: 403,
            body: {
              status: 403,
              code: 'AUTH.REAUTHENTICATION_REQUIRED',
              message: 'Enter your password again to end another session',
            },
          };
        }
        const [ended] = live.filter((r) => r.id === PHONE);
        live = live.filter((r) => r.id !== PHONE);
        return { body: ended };
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<OwnSessions />);

    await user.click(await screen.findByRole('button', { name: 'End Safari on iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the session on Safari on iPhone?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url])).toEqual([
      ['DELETE', `/api/ops/auth/sessions/${PHONE}`],
      ['POST', '/api/ops/auth/reauthenticate'],
      ['POST', '/api/ops/auth/reauthenticate'],
      ['DELETE', `/api/ops/auth/sessions/${PHONE}`],
    ]);
  });
});
