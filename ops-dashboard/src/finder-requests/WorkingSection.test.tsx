import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsFinderRequestDetail } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { followUpText, WorkingSection } from './WorkingSection';

const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const phoneOnly = {
  id: ID,
  status: 'unconfirmed',
  awaits_call: true,
  contact_name: 'Margaret Jones',
  contact_phone: '07123 456789',
  owner_id: null,
  owner_name: null,
  follow_up_on: null,
  last_called_at: null,
  last_call_outcome: null,
} as unknown as OpsFinderRequestDetail;

const renderSection = (record: OpsFinderRequestDetail, ...handlers: Parameters<typeof fakeApi>) => {
  rememberSession(aSession({ role: 'coordinator', id: 7 }));
  const api = fakeApi(...handlers);
  renderInAdmin(
    <RecordContextProvider value={record}>
      <WorkingSection />
    </RecordContextProvider>,
    { resource: 'finder-requests' },
  );
  return api;
};

describe('working a request', () => {
  it('says when a follow-up date comes due, in the London day', () => {
    expect(followUpText(null, '2026-11-27')).toBe('None set');
    expect(followUpText('2026-11-27', '2026-11-27')).toBe('Due today (27 Nov 2026)');
    expect(followUpText('2026-11-20', '2026-11-27')).toBe('Due since 20 Nov 2026');
    expect(followUpText('2026-12-01', '2026-11-27')).toBe('1 Dec 2026: out of “Needing attention” until then');
  });

  it('"Assign to me" asks the API to take the request for the signed-in coordinator', async () => {
    const api = renderSection(
      phoneOnly,
      on('POST', `/api/ops/finder-requests/${ID}/take`, { body: { ...phoneOnly, owner_id: 7 } }),
    );
    expect(await screen.findByText('Nobody yet')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(api.requests.some((r) => r.url.endsWith('/take') && r.method === 'POST')).toBe(true));
  });

  it('shows "You" and "Hand back" on a request the coordinator has, and a colleague\'s name on theirs', async () => {
    renderSection({ ...phoneOnly, owner_id: 7, owner_name: 'Sam Coordinator' });
    expect(await screen.findByText('You')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Hand back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });

  it('logs a call: asks what happened first, then sends the outcome, what was said and the day to try again', async () => {
    const api = renderSection(
      phoneOnly,
      on('POST', `/api/ops/finder-requests/${ID}/calls`, {
        body: { ...phoneOnly, last_called_at: '2026-11-27T10:00:00Z', last_call_outcome: 'no_answer' },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a call' });
    expect(within(dialog).getByText(/To Margaret Jones on 07123 456789/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log call' }));
    expect(within(dialog).getByText('Choose what happened')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'No answer' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What was said (optional)' }), 'Rang twice.');
    await userEvent.type(within(dialog).getByLabelText('Follow up on (optional)'), '2030-01-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log call' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.url.endsWith('/calls'))?.body).toEqual({
        outcome: 'no_answer',
        note: 'Rang twice.',
        follow_up_on: '2030-01-02',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the API's reason when it refuses the call", async () => {
    renderSection(
      phoneOnly,
      on('POST', `/api/ops/finder-requests/${ID}/calls`, {
        status: 409,
        body: { status: 409, code: 'OPS.CONFLICT', message: 'This request is closed' },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a call' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spoke to the family' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log call' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request is closed');
  });

  it('offers nothing on a request the family has still to confirm by email (nobody’s work yet)', async () => {
    renderSection({ ...phoneOnly, awaits_call: false, contact_phone: null });
    await waitFor(() => expect(screen.queryByText('Working on it')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });
});
