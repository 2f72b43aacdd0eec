import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpsDemandMap, OpsDemandRow, OpsDemandSupply, OpsDemandTrend } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on, type SentRequest } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import DemandReport from './DemandReport';

const PERIOD = { period: '30d' as const, from: '2026-10-26', to: '2026-11-24', days: 30 };

const row = (overrides: Partial<OpsDemandRow>): OpsDemandRow => ({
  id: 'NR',
  rank: 1,
  name: 'NR',
  area: 'NR',
  district: null,
  condition: null,
  places: 'Norwich',
  covered_districts: 0,
  districts: 35,
  searches: 40,
  waitlist_joins: 6,
  people: 31,
  waiting: 9,
  ...overrides,
});

const TREND: OpsDemandTrend = {
  ...PERIOD,
  group: 'area',
  weeks: [{ week: '2026-W44', starts_on: '2026-10-26', days: 7 }],
  series: [{ name: 'NR', condition: null, rank: 1, searches: [40], waitlist_joins: [6], people: [31] }],
};

const MAP: OpsDemandMap = {
  ...PERIOD,
  districts: [
    {
      district: 'NR1',
      area: 'NR',
      latitude: 52.63,
      longitude: 1.3,
      covered: false,
      searches: 40,
      people: 31,
      waiting: 9,
    },
  ],
  background: [
    [52.63, 1.3, 0],
    [51.5, -0.1, 1],
    [57.1, -2.1, 0],
  ],
};

const SUPPLY: OpsDemandSupply = {
  ...PERIOD,
  place: { kind: 'area', name: 'NR', districts: 35, covered_districts: 0 },
  demand: { searches: 40, waitlist_joins: 6, people: 31, waiting: 9 },
  supply: { physiotherapists: 1, weekly_capacity: 5, matched_this_week: 1, spare_places: 4 },
  week_start: '2026-11-23',
  shortfall: 5,
  physiotherapists: [
    {
      id: null,
      name: null,
      base_district: 'IP1',
      distance_miles: 38.2,
      travel_radius_miles: 40,
      weekly_capacity: 5,
      matched_this_week: 1,
      spare_places: 4,
    },
  ],
};

const listParams = (request: SentRequest) => {
  const search = new URL(request.url, 'http://x').searchParams;
  return { filter: JSON.parse(search.get('filter')!), sort: JSON.parse(search.get('sort')!) };
};

function demandApi() {
  return fakeApi(
    on('GET', '/api/ops/demand', (request) => {
      const { filter } = listParams(request);
      const rows =
        filter.group === 'district'
          ? [row({ id: 'NR1', name: 'NR1', district: 'NR1', districts: 1 })]
          : [row({}), row({ id: 'YO', name: 'YO', area: 'YO', rank: 2, people: 12, places: 'York' })];
      return { body: rows, headers: { 'content-range': `demand 0-${rows.length - 1}/${rows.length}` } };
    }),
    on('GET', '/api/ops/demand/trend', { body: TREND }),
    on('GET', '/api/ops/demand/map', { body: MAP }),
    on('GET', '/api/ops/demand/supply', { body: SUPPLY }),
  );
}

describe('DemandReport', () => {
  it('ranks areas, and its Download CSV asks the server for exactly the report on screen', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    const api = demandApi();
    renderInAdmin(<DemandReport />, { resource: 'demand', path: '/demand' });

    expect(await screen.findByText('Norwich')).toBeInTheDocument();
    expect(screen.getByText('York')).toBeInTheDocument();

    const lastList = () => api.requests.filter((r) => r.url.split('?')[0] === '/api/ops/demand').at(-1)!;
    const csvParams = () => {
      const href = screen.getByRole('link', { name: /download csv/i }).getAttribute('href')!;
      expect(href.split('?')[0]).toBe('/api/ops/demand/export');
      return listParams({ url: href } as SentRequest);
    };
    expect(csvParams()).toEqual(listParams(lastList()));
    expect(csvParams().filter).toMatchObject({ period: '30d', group: 'area' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'By district' }));
    await waitFor(() => expect(listParams(lastList()).filter).toMatchObject({ group: 'district' }));
    expect(csvParams()).toEqual(listParams(lastList()));
  });

  it('applies a postcode area typed and confirmed with Enter, after choosing districts', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    const api = demandApi();
    renderInAdmin(<DemandReport />, { resource: 'demand', path: '/demand' });
    expect(await screen.findByText('Norwich')).toBeInTheDocument();
    const lastList = () => api.requests.filter((r) => r.url.split('?')[0] === '/api/ops/demand').at(-1)!;

    const user = userEvent.setup();
    // Both at once, as a quick user does: the area must not undo the grouping, nor the grouping the area.
    await user.click(screen.getByRole('button', { name: 'By district' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode area' }), 'ze{Enter}');
    await waitFor(() => expect(listParams(lastList()).filter).toMatchObject({ group: 'district', area: 'ZE' }));
    expect(screen.getByRole('textbox', { name: 'Postcode area' })).toHaveFocus();
  });

  it('shows supply beside demand for a chosen row, without names for an analyst', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    const api = demandApi();
    renderInAdmin(<DemandReport />, { resource: 'demand', path: '/demand' });

    const user = userEvent.setup();
    await user.click(await screen.findByText('Norwich'));
    const alert = await screen.findByText(/Demand outruns supply: 9 people waiting, 4 spare places this week/);
    expect(alert).toBeInTheDocument();
    const supplyRequest = api.requests.find((r) => r.url.startsWith('/api/ops/demand/supply'))!;
    expect(new URL(supplyRequest.url, 'http://x').searchParams.get('area')).toBe('NR');
    const physios = screen.getByRole('table', { name: /Active physiotherapists whose travel radius reaches NR/ });
    expect(within(physios).queryByRole('columnheader', { name: 'Physiotherapist' })).toBeNull();
    expect(within(physios).getByRole('cell', { name: 'IP1' })).toBeInTheDocument();
  });

  it('draws the trend and the map with tables of the same figures', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    demandApi();
    renderInAdmin(<DemandReport />, { resource: 'demand', path: '/demand' });
    expect(await screen.findByRole('img', { name: /People each week, 1 weeks, top 1/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Map of Great Britain: 1 districts with demand/ }),
    ).toBeInTheDocument();
    const mapTable = screen.getByRole('table', { name: 'Districts with the most people' });
    expect(within(mapTable).getByRole('rowheader', { name: 'NR1' })).toBeInTheDocument();
  });
});
