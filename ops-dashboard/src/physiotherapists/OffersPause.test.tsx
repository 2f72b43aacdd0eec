import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Show } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { todayInLondon } from '../format';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { OffersPause, pauseText } from './OffersPause';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayInLondon();
const holidayEnd = dayAfter(today, 10);

const physio = (overrides: Partial<OpsPhysiotherapist> = {}) =>
  ({ id: 12, name: 'Claire Pemberton', offers_paused_until: null, ...overrides }) as OpsPhysiotherapist;

const renderPause = () =>
  renderInAdmin(
    <Show resource="physiotherapists" id={12} actions={false} title="Claire Pemberton">
      <OffersPause />
    </Show>,
    { resource: 'physiotherapists', path: '/physiotherapists/12/show' },
  );

describe("a physiotherapist's pause of new offers", () => {
  it('a coordinator pauses offers until a day, with the CSRF token, and the page says so', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-9'));
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists/12', { body: physio() }),
      on('POST', '/api/ops/physiotherapists/12/pause', (request) => ({
        body: physio({ offers_paused_until: (request.body as { until: string }).until }),
      })),
    );
    const user = userEvent.setup();
    renderPause();
    expect(await screen.findByText('Receiving new offers')).toBeInTheDocument();
    const field = await screen.findByLabelText('Pause new offers until');
    await user.type(field, holidayEnd);
    await user.click(screen.getByRole('button', { name: 'Pause offers' }));

    expect(await screen.findByText(/^Paused: no new offers until/)).toHaveTextContent(pauseText(holidayEnd));
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ until: holidayEnd });
    expect(post.headers.get('x-csrf-token')).toBe('csrf-9');
    expect(screen.getByRole('button', { name: 'Resume offers now' })).toBeInTheDocument();
  });

  it('resumes offers now, and shows the field error the API names', async () => {
    rememberSession(aSession({ role: 'admin' }));
    let posts = 0;
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists/12', { body: physio({ offers_paused_until: holidayEnd }) }),
      on('POST', '/api/ops/physiotherapists/12/pause', () => {
        posts += 1;
        return posts === 1
          ? {
              status: 400,
              body: {
                status: 400,
                code: 'VALIDATION_FAILED',
                message: 'until must be a date (yyyy-mm-dd) from today to 365 days ahead, or null to resume offers',
                errors: [
                  {
                    field: 'until',
                    rule: 'date',
                    message: 'until must be a date (yyyy-mm-dd) from today to 365 days ahead, or null to resume offers',
                  },
                ],
              },
            }
          : { body: physio({ offers_paused_until: null }) };
      }),
    );
    const user = userEvent.setup();
    renderPause();
    await screen.findByText(/^Paused: no new offers until/);
    await user.type(await screen.findByLabelText('Change the pause to end on'), dayAfter(today, 500));
    await user.click(screen.getByRole('button', { name: 'Change pause' }));
    expect(await screen.findByText(/from today to 365 days ahead/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume offers now' }));
    expect(await screen.findByText('Receiving new offers')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { until: dayAfter(today, 500) },
        { until: null },
      ]),
    );
  });

  it('an ended pause reads as receiving offers', () => {
    expect(pauseText(dayAfter(today, -1), today)).toBe('Receiving new offers');
    expect(pauseText(today, today)).toMatch(/^Paused: no new offers until/);
  });
});
