import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpsPromisesRow } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on, type SentRequest } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import PromisesReport from './PromisesReport';
import { hoursText, periodDates, periodOf } from './promisesText';

const row = (overrides: Partial<OpsPromisesRow>): OpsPromisesRow => ({
  id: '2026-11',
  label: '2026-11',
  confirmed: 12,
  offered: 11,
  accepted: 10,
  accepted_share: 0.833,
  hours_to_accept_p50: 5.5,
  hours_to_accept_p90: 30,
  hours_to_contact_p50: 20,
  hours_to_contact_p90: 60,
  days_to_visit_p50: 3.2,
  days_to_visit_p90: 6,
  reply_promise_kept_share: 0.75,
  contact_promise_kept_share: 0.9,
  urgent_visit_promise_kept_share: null,
  declined_no_capacity: 2,
  declined_too_far: 1,
  declined_not_my_specialty: 0,
  declined_other: 0,
  lapsed: 3,
  ...overrides,
});

const filterOf = (request: Pick<SentRequest, 'url'>) =>
  JSON.parse(new URL(request.url, 'http://x').searchParams.get('filter')!) as Record<string, unknown>;

function promisesApi() {
  return fakeApi(
    on('GET', '/api/ops/promises', (request) => {
      const { group } = filterOf(request);
      const rows =
        group === 'urgency'
          ? [row({ id: 'urgent', label: 'Urgent', confirmed: 4, urgent_visit_promise_kept_share: 0.5 })]
          : [row({})];
      return { body: rows, headers: { 'content-range': `promises 0-${rows.length - 1}/${rows.length}` } };
    }),
  );
}

describe('PromisesReport', () => {
  it('shows each promise kept per month in words, and the CSV asks for exactly the report on screen', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = promisesApi();
    renderInAdmin(<PromisesReport />, { resource: 'promises', path: '/promises' });

    const table = await screen.findByRole('table');
    const cells = within(within(table).getByRole('row', { name: /November 2026/ })).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'November 2026',
      '12',
      '10 (83%)',
      '5.5 hours (9 in 10 within 30 hours)',
      '20 hours (9 in 10 within 2.5 days)',
      '3.2 days (9 in 10 within 6 days)',
      '75%',
      '90%',
      '—',
      'No capacity 2, Too far 1',
      '3',
    ]);
    expect(screen.getByText(/a physiotherapist accepts the request within 24 hours/)).toBeInTheDocument();

    const lastList = () => api.requests.filter((r) => r.url.split('?')[0] === '/api/ops/promises').at(-1)!;
    const csv = () => screen.getByRole('link', { name: /download csv/i }).getAttribute('href')!;
    expect(csv().split('?')[0]).toBe('/api/ops/promises/export');
    expect(filterOf({ url: csv() })).toEqual(filterOf(lastList()));
  });

  it('asks again for the grouping, condition and period chosen, and the CSV follows them', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = promisesApi();
    renderInAdmin(<PromisesReport />, { resource: 'promises', path: '/promises' });
    await screen.findByRole('table');
    const lastList = () => api.requests.filter((r) => r.url.split('?')[0] === '/api/ops/promises').at(-1)!;
    const csv = () => screen.getByRole('link', { name: /download csv/i }).getAttribute('href')!;

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByRole('option', { name: 'Physiotherapist' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Urgency' }));
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByRole('option', { name: 'Stroke Recovery' }));
    await waitFor(() => expect(filterOf(lastList())).toEqual({ group: 'urgency', condition: 'stroke-recovery' }));
    expect(await screen.findByRole('cell', { name: 'Urgent' })).toBeInTheDocument();
    expect(filterOf({ url: csv() })).toEqual({ group: 'urgency', condition: 'stroke-recovery' });

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(filterOf(lastList())).toMatchObject(periodDates('30d')));
    // Three menus opened and chosen from in jsdom: slow on a busy machine, so more than the default time.
  }, 60_000);

  it('offers the physiotherapist grouping to coordinators, never to analysts', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    promisesApi();
    renderInAdmin(<PromisesReport />, { resource: 'promises', path: '/promises' });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByRole('option', { name: 'County' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Physiotherapist' })).toBeNull();
  });

  it('reads durations in the unit a person expects, and presets back from the address', () => {
    expect(hoursText(0.25)).toBe('15 min');
    expect(hoursText(47)).toBe('47 hours');
    expect(hoursText(72)).toBe('3 days');
    expect(periodOf({ ...periodDates('90d', '2026-11-26') }, '2026-11-26')).toBe('90d');
    expect(periodOf({}, '2026-11-26')).toBe('12m');
    expect(periodOf({ from: '2026-01-01', to: '2026-02-01' }, '2026-11-26')).toBe('custom');
  });
});
