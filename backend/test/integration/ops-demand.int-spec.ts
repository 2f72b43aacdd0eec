import { randomUUID } from 'node:crypto';
import {
  DEMAND_CONDITION_LABELS,
  DEMAND_CSV_COLUMNS,
  type DemandCondition,
  type OpsDemandFilter,
} from '@physio/api-contract';
import { weekStart } from '../../src/common/calendar/week-start.js';
import { addDays, toScope } from '../../src/modules/demand/ops/demand-scope.js';
import { demandReportSql } from '../../src/modules/demand/demand-report.read-model.js';
import { londonDay } from '../../src/common/calendar/london-time.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/** A CSV field as RFC 4180 writes it: quoted when it holds a comma or a quote. */
const csvField = (value: string) => (/[,"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One demand_daily row as the worker's roll-up writes it. */
interface Day {
  district: string;
  condition: string;
  day: string;
  searches: number;
  joins: number;
  people: number;
}

async function insertDays(db: TestDatabase, days: Day[]): Promise<void> {
  for (const d of days) {
    await db.query(
      `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people)
       select $1, $2, $3::date, area, $4, $5, $6 from postcode_district where district = $1`,
      [d.district, d.condition, d.day, d.searches, d.joins, d.people],
    );
    // The visitor keys behind `people`, as the roll-up records them (they change daily).
    for (let i = 0; i < d.people; i++) {
      await db.query(`insert into demand_person (district, condition, day, person_key) values ($1, $2, $3::date, $4)`, [
        d.district,
        d.condition,
        d.day,
        `${d.day}-${i}`,
      ]);
    }
  }
}

async function insertWaiting(db: TestDatabase, district: string, condition: string | null, notified = false) {
  const id = randomUUID();
  await db.query(
    `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, notified, notified_at)
     select $1, 'Margaret Hill', $2, $2, $3 || ' 1AA', district, area, $4, $5, case when $5 then now() end
     from postcode_district where district = $3`,
    [id, `waiting.${id}@example.com`, district, condition, notified],
  );
}

/** Figures of a row, for compact expectations. */
const figures = (row: { name: string; searches: number; waitlist_joins: number; people: number; waiting: number }) => [
  row.name,
  row.searches,
  row.waitlist_joins,
  row.people,
  row.waiting,
];

// Spring 2026: the clocks go forward on Sunday 29 March. The period is 25 March to 1 April, eight calendar days.
const SPRING = { period: 'custom', from: '2026-03-25', to: '2026-04-01' };

describe('ops demand report', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let analyst: OpsClient;
  let coordinator: OpsClient;
  /** A district we cover, outside the areas below, and its area. */
  let covered: { district: string; area: string };

  const report = (client: OpsClient, params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
    client.get(`/api/ops/demand${listQuery(params)}`);

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate demand_daily, demand_person, waitlist_entry, physiotherapist_weekly_load');
    await db.query(`delete from physiotherapist where hcpc_number like 'PH99%'`);
    [covered] = await db.query<{ district: string; area: string }>(
      `select district, area from postcode_district where covered order by district limit 1`,
    );
    await insertDays(db, [
      { district: 'NR1', condition: 'stroke-recovery', day: '2026-03-24', searches: 10, joins: 5, people: 10 },
      { district: 'NR1', condition: 'stroke-recovery', day: '2026-03-25', searches: 3, joins: 1, people: 3 },
      { district: 'NR1', condition: 'stroke-recovery', day: '2026-03-29', searches: 2, joins: 0, people: 2 },
      { district: 'NR1', condition: 'falls-prevention', day: '2026-04-01', searches: 1, joins: 1, people: 1 },
      { district: 'NR1', condition: 'stroke-recovery', day: '2026-04-02', searches: 10, joins: 0, people: 8 },
      { district: 'NR2', condition: 'unknown', day: '2026-03-28', searches: 4, joins: 0, people: 2 },
      { district: 'YO1', condition: 'neurological', day: '2026-03-30', searches: 1, joins: 2, people: 2 },
      { district: 'YO10', condition: 'neurological', day: '2026-03-31', searches: 5, joins: 0, people: 4 },
      { district: covered.district, condition: 'unknown', day: '2026-03-26', searches: 6, joins: 0, people: 5 },
      // Autumn 2026: the clocks go back on Sunday 25 October.
      { district: 'YO1', condition: 'respiratory', day: '2026-10-24', searches: 1, joins: 0, people: 1 },
      { district: 'YO1', condition: 'respiratory', day: '2026-10-25', searches: 7, joins: 1, people: 6 },
      { district: 'YO1', condition: 'respiratory', day: '2026-10-26', searches: 1, joins: 0, people: 1 },
    ]);
    await insertWaiting(db, 'NR1', 'stroke-recovery');
    await insertWaiting(db, 'NR1', 'stroke-recovery');
    await insertWaiting(db, 'NR1', null);
    await insertWaiting(db, 'YO1', 'neurological', true); // already told: not waiting
    await insertWaiting(db, 'YO10', 'neurological');

    api = await startApi(testEnv());
    [analyst, coordinator] = await Promise.all([
      createOpsAccount(db, { role: 'analyst' }).then((a) => signedIn(api.url, a)),
      createOpsAccount(db, { role: 'coordinator' }).then((a) => signedIn(api.url, a)),
    ]);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.query(`delete from physiotherapist where hcpc_number like 'PH99%'`);
    await db?.close();
  });

  describe('the ranked report', () => {
    it('counts each area over the eight calendar days around the spring clock change, ranked by people', async () => {
      const res = await report(analyst, { filter: SPRING });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('demand 0-2/3');
      expect(res.body.map(figures)).toEqual([
        ['NR', 10, 2, 8, 3],
        ['YO', 6, 2, 6, 1],
        [covered.area, 6, 0, 5, 0],
      ]);
      expect(res.body[0]).toMatchObject({ id: 'NR', rank: 1, area: 'NR', district: null, condition: null });
      expect(res.body[0].places).toContain('Norwich');
      // Each place once, though NR18's post town is "Norwich, Wymondham" and NR1's "Norwich".
      for (const row of res.body as { places: string }[]) {
        const names = row.places.split(', ');
        expect(names).toEqual([...new Set(names)]);
        expect(names).not.toContain('');
      }
      expect(res.body[0].districts).toBeGreaterThan(10);
      expect(res.body[0].covered_districts).toBe(0);
    });

    it('counts the day the clocks go back once, and no day beside it', async () => {
      const res = await report(analyst, {
        filter: { period: 'custom', from: '2026-10-25', to: '2026-10-25', group: 'district' },
      });
      // People waiting now are listed whatever the period; they rank after any demand in it.
      expect(res.body.map(figures)).toEqual([
        ['YO1', 7, 1, 6, 0],
        ['NR1', 0, 0, 0, 3],
        ['YO10', 0, 0, 0, 1],
      ]);
    });

    it('ranks districts by people, then waitlist joins, then searches', async () => {
      const res = await report(analyst, { filter: { ...SPRING, group: 'district' } });
      expect(res.body.map(figures)).toEqual([
        ['NR1', 6, 2, 6, 3],
        [covered.district, 6, 0, 5, 0],
        ['YO10', 5, 0, 4, 1],
        ['YO1', 1, 2, 2, 0],
        ['NR2', 4, 0, 2, 0],
      ]);
      expect(res.body.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
      expect(res.body[0]).toMatchObject({ id: 'NR1', district: 'NR1', area: 'NR', districts: 1, covered_districts: 0 });
    });

    it('splits by condition, people waiting with no condition counted as unknown', async () => {
      const res = await report(analyst, { filter: { ...SPRING, by_condition: true } });
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([
        'YO/neurological',
        'NR/stroke-recovery',
        `${covered.area}/unknown`,
        'NR/unknown',
        'NR/falls-prevention',
      ]);
      expect(res.body.map(figures)).toEqual([
        ['YO', 6, 2, 6, 1],
        ['NR', 5, 1, 5, 2],
        [covered.area, 6, 0, 5, 0],
        ['NR', 4, 0, 2, 1],
        ['NR', 1, 1, 1, 0],
      ]);
    });

    it('reads whole months from the monthly totals and the days around them from the daily rows, to the same sums', async () => {
      const march = await report(analyst, {
        filter: { period: 'custom', from: '2026-03-01', to: '2026-03-31', group: 'district', area: 'NR' },
      });
      expect(march.body.map(figures)).toEqual([
        ['NR1', 15, 6, 15, 3],
        ['NR2', 4, 0, 2, 0],
      ]);
      const around = await report(analyst, {
        filter: { period: 'custom', from: '2026-02-15', to: '2026-04-10', group: 'district', area: 'NR' },
      });
      expect(around.body.map(figures)).toEqual([
        ['NR1', 26, 7, 24, 3],
        ['NR2', 4, 0, 2, 0],
      ]);
    });

    it('by condition too: whole months from the monthly totals by condition, kept in step as daily rows change', async () => {
      const march = { period: 'custom', from: '2026-03-01', to: '2026-03-31', group: 'district', area: 'NR' };
      const marchByCondition = async () =>
        (await report(analyst, { filter: { ...march, by_condition: true } })).body.map(
          (r: { id: string } & Parameters<typeof figures>[0]) => [r.id, ...figures(r).slice(1)],
        );
      expect(await marchByCondition()).toEqual([
        ['NR1/stroke-recovery', 15, 6, 15, 2],
        ['NR2/unknown', 4, 0, 2, 0],
        ['NR1/unknown', 0, 0, 0, 1],
      ]);
      const around = await report(analyst, {
        filter: { ...march, from: '2026-02-15', to: '2026-04-10', condition: 'stroke-recovery' },
      });
      expect(around.body.map(figures)).toEqual([['NR1', 25, 6, 23, 2]]);

      const day = `district = 'NR1' and condition = 'stroke-recovery' and day = '2026-03-25'`;
      try {
        await db.query(`update demand_daily set searches = searches + 10 where ${day}`);
        expect((await marchByCondition())[0]).toEqual(['NR1/stroke-recovery', 25, 6, 15, 2]);
        await db.query(`delete from demand_daily where ${day}`);
        expect((await marchByCondition())[0]).toEqual(['NR1/stroke-recovery', 12, 5, 12, 2]);
      } finally {
        // As it was (its visitor keys were never touched).
        await db.query(`delete from demand_daily where ${day}`);
        await db.query(
          `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people)
           select 'NR1', 'stroke-recovery', '2026-03-25', area, 3, 1, 3 from postcode_district where district = 'NR1'`,
        );
      }
      expect((await marchByCondition())[0]).toEqual(['NR1/stroke-recovery', 15, 6, 15, 2]);
    });

    it('keeps the totals of the days before today, reads today live, and forgets kept days when one of them changes', async () => {
      const kept = () =>
        db.query<{ from_day: string; to_day: string }>(
          `select to_char(from_day, 'YYYY-MM-DD') as from_day, to_char(to_day, 'YYYY-MM-DD') as to_day
           from demand_frozen_period order by id`,
        );
      const filter = { ...SPRING, group: 'district', area: 'NR' };
      expect((await report(analyst, { filter })).body.map(figures)).toEqual([
        ['NR1', 6, 2, 6, 3],
        ['NR2', 4, 0, 2, 0],
      ]);
      expect(await kept()).toContainEqual({ from_day: SPRING.from, to_day: SPRING.to });

      // Today's roll-up leaves kept days alone, and today is read as it is.
      const today = londonDay(new Date());
      const week = { period: '7d', area: 'NR', group: 'district' };
      await report(analyst, { filter: week });
      const keptBefore = await kept();
      expect(keptBefore).toContainEqual({ from_day: addDays(today, -6), to_day: addDays(today, -1) });
      await insertDays(db, [{ district: 'NR3', condition: 'unknown', day: today, searches: 2, joins: 0, people: 2 }]);
      expect((await report(analyst, { filter: week })).body.map(figures)).toContainEqual(['NR3', 2, 0, 2, 0]);
      expect(await kept()).toEqual(keptBefore);

      // A late roll-up into a kept day deletes every kept period holding it; the next report sums it again.
      const day = `district = 'NR2' and condition = 'unknown' and day = '2026-03-28'`;
      try {
        await db.query(`update demand_daily set searches = searches + 5 where ${day}`);
        expect(await kept()).not.toContainEqual({ from_day: SPRING.from, to_day: SPRING.to });
        expect(await kept()).toContainEqual({ from_day: addDays(today, -6), to_day: addDays(today, -1) });
        expect((await report(analyst, { filter })).body.map(figures)).toEqual([
          ['NR1', 6, 2, 6, 3],
          ['NR2', 9, 0, 2, 0],
        ]);
      } finally {
        await db.query(`update demand_daily set searches = searches - 5 where ${day}`);
        await db.query(`delete from demand_daily where district = 'NR3'`);
        await db.query(`delete from demand_person where district = 'NR3'`);
      }
      expect((await report(analyst, { filter })).body.map(figures)).toEqual([
        ['NR1', 6, 2, 6, 3],
        ['NR2', 4, 0, 2, 0],
      ]);
    });

    it('sums the days itself when their kept totals went between keeping and reading', async () => {
      const scope = toScope({ ...SPRING, group: 'district', by_condition: true } as OpsDemandFilter);
      const run = async (frozenThrough?: string) => {
        const { sql, params } = demandReportSql(scope, { field: 'rank', order: 'ASC' }, { frozenThrough });
        let n = 0;
        return db.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        );
      };
      await db.query(`delete from demand_frozen_period where from_day = $1 and to_day = $2`, [SPRING.from, SPRING.to]);
      const live = await run();
      expect(live.length).toBeGreaterThan(3);
      // As if another statement's late roll-up had deleted them: nothing kept for the period, the same rows.
      expect(await run(SPRING.to)).toEqual(live);
    });

    it('sorts by any figure (ties keep the report order) and pages as react-admin asks', async () => {
      const bySearches = await report(analyst, {
        filter: { ...SPRING, group: 'district' },
        sort: ['searches', 'DESC'],
        range: [0, 2],
      });
      expect(bySearches.headers.get('content-range')).toBe('demand 0-2/5');
      expect(bySearches.body.map((r: { name: string }) => r.name)).toEqual(['NR1', covered.district, 'YO10']);
      const byName = await report(analyst, {
        filter: { ...SPRING, group: 'district' },
        sort: ['name', 'ASC'],
        range: [3, 4],
      });
      expect(byName.headers.get('content-range')).toBe('demand 3-4/5');
      expect(byName.body.map((r: { name: string }) => r.name)).toEqual(['YO1', 'YO10']);
      // Past the last page: no rows, and still how many there are.
      const past = await report(analyst, { filter: { ...SPRING, group: 'district' }, range: [10, 14] });
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe('demand */5');
    });

    it('filters by area, coverage and condition', async () => {
      const uncovered = await report(analyst, { filter: { ...SPRING, group: 'district', covered: false } });
      expect(uncovered.body.map((r: { name: string }) => r.name)).not.toContain(covered.district);
      expect(uncovered.body).toHaveLength(4);
      const yo = await report(analyst, { filter: { ...SPRING, area: 'yo' } });
      expect(yo.body.map(figures)).toEqual([['YO', 6, 2, 6, 1]]);
      const stroke = await report(analyst, { filter: { ...SPRING, condition: 'stroke-recovery', group: 'district' } });
      expect(stroke.body.map(figures)).toEqual([['NR1', 5, 1, 5, 2]]);
    });

    it('resolves "last 7 days" to the seven Europe/London days ending today', async () => {
      const today = londonDay(new Date());
      await insertDays(db, [
        { district: 'HS1', condition: 'respiratory', day: today, searches: 1, joins: 0, people: 1 },
        { district: 'HS1', condition: 'respiratory', day: addDays(today, -6), searches: 2, joins: 0, people: 2 },
        { district: 'HS1', condition: 'respiratory', day: addDays(today, -7), searches: 4, joins: 0, people: 4 },
      ]);
      const res = await report(analyst, { filter: { period: '7d', area: 'HS' } });
      expect(res.body.map(figures)).toEqual([['HS', 3, 0, 3, 0]]);
      expect(res.headers.get('x-demand-period')).toBe(`${addDays(today, -6)}/${today}`);
      const month = await report(analyst, { filter: { period: '30d', area: 'HS' } });
      expect(month.body.map(figures)).toEqual([['HS', 7, 0, 7, 0]]);
    });

    it.each([
      [{ filter: { period: 'week' } }, 'filter.period', 'filter-value'],
      [{ filter: { period: '30d', from: '2026-01-01' } }, 'filter.from', 'customPeriodOnly'],
      [{ filter: { period: 'custom', from: '2026-01-01' } }, 'filter.to', 'isDefined'],
      [{ filter: { period: 'custom', from: '2026-02-30', to: '2026-03-01' } }, 'filter.from', 'filter-value'],
      [{ filter: { period: 'custom', from: '2026-03-02', to: '2026-03-01' } }, 'filter.to', 'notBeforeFrom'],
      [{ filter: { period: 'custom', from: '2020-01-01', to: '2026-03-01' } }, 'filter.to', 'maxPeriod'],
      [{ filter: { group: 'county' } }, 'filter.group', 'filter-value'],
      [{ filter: { area: 'N1' } }, 'filter.area', 'filter-value'],
      [{ filter: { condition: 'flu' } }, 'filter.condition', 'filter-value'],
      [{ filter: { email: 'x' } }, 'filter.email', 'known-filter'],
      [{ sort: ['contact_email', 'ASC'] }, 'sort', 'sortable-field'],
      [{ range: [5, 1] }, 'range', 'order'],
    ])('refuses %j with 400 naming %s and the rule %s', async (params, field, rule) => {
      const res = await report(analyst, params);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field, rule })]);
    });

    it('refuses a parameter it does not take', async () => {
      const res = await analyst.get('/api/ops/demand?limit=5');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'limit', rule: 'knownParameter' })]);
    });

    it('answers 401 without a session', async () => {
      const res = await fetch(`${api.url}/api/ops/demand`);
      expect(res.status).toBe(401);
    });
  });

  describe('weekly trend and map', () => {
    it('gives ISO weeks of Europe/London days for the top areas, partial weeks counting only the period’s days', async () => {
      const res = await analyst.get(`/api/ops/demand/trend${listQuery({ filter: SPRING })}&top=2`);
      expect(res.status).toBe(200);
      expect(res.body.weeks).toEqual([
        { week: '2026-W13', starts_on: '2026-03-23', days: 5 },
        { week: '2026-W14', starts_on: '2026-03-30', days: 3 },
      ]);
      expect(res.body.series).toEqual([
        { name: 'NR', condition: null, rank: 1, searches: [9, 1], waitlist_joins: [1, 1], people: [7, 1] },
        { name: 'YO', condition: null, rank: 2, searches: [0, 6], waitlist_joins: [0, 2], people: [0, 6] },
      ]);
    });

    it('split by condition, draws a line per area and condition, as the ranked rows name them', async () => {
      const filter = { ...SPRING, by_condition: true };
      const res = await analyst.get(`/api/ops/demand/trend${listQuery({ filter })}&top=2`);
      expect(res.status).toBe(200);
      const ranked = await report(analyst, { filter, range: [0, 1] });
      expect(res.body.series.map((s: { name: string; condition: string }) => [s.name, s.condition])).toEqual(
        ranked.body.map((row: { name: string; condition: string }) => [row.name, row.condition]),
      );
      expect(res.body.series).toEqual([
        { name: 'YO', condition: 'neurological', rank: 1, searches: [0, 6], waitlist_joins: [0, 2], people: [0, 6] },
        { name: 'NR', condition: 'stroke-recovery', rank: 2, searches: [5, 0], waitlist_joins: [1, 0], people: [5, 0] },
      ]);
    });

    it.each(['0', '11', 'five'])('refuses top=%s', async (top) => {
      const res = await analyst.get(`/api/ops/demand/trend?top=${top}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('top');
    });

    it('places each district with demand at its centroid, over every district as the outline', async () => {
      const res = await analyst.get(`/api/ops/demand/map${listQuery({ filter: SPRING })}`);
      expect(res.status).toBe(200);
      expect(res.body.background).toHaveLength(2867);
      const nr1 = res.body.districts.find((d: { district: string }) => d.district === 'NR1');
      expect(nr1).toEqual({
        district: 'NR1',
        area: 'NR',
        latitude: expect.closeTo(52.6, 0),
        longitude: expect.closeTo(1.3, 0),
        covered: false,
        searches: 6,
        people: 6,
        waiting: 3,
      });
      expect(res.body.districts).toHaveLength(5);
    });
  });

  describe('supply beside demand', () => {
    const week = weekStart(new Date());
    const physio = async (
      n: number,
      base: string,
      radius: number,
      capacity: number,
      matched: number,
      { active = true, specialties = ['stroke-recovery', 'respiratory'] } = {},
    ) => {
      const [{ id }] = await db.query<{ id: number }>(
        `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
           base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
           accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
         values ($1, $2, current_date, 'enhanced', current_date, $3, $4, $5, '{}', '{}', 'Bio.', 5, $6, true, '{English}',
                 50, 80, $7, $8) returning id`,
        [`Orkney Physio ${n}`, `PH99000${n}`, specialties, base, radius, capacity, `orkney${n}@example.org`, active],
      );
      if (matched) {
        await db.query(
          'insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count) values ($1, $2, $3)',
          [id, week, matched],
        );
      }
      return id;
    };
    let near: number;
    let far: number;

    beforeAll(async () => {
      near = await physio(1, 'KW15', 3, 4, 1); // reaches KW15 (its base)
      await physio(2, 'KW1', 20, 3, 0); // KW1 is about 36 miles from KW15
      far = await physio(3, 'KW1', 50, 2, 3); // reaches; over capacity this week
      await physio(4, 'KW15', 10, 9, 0, { active: false });
      await physio(5, 'KW16', 30, 5, 0, { specialties: ['respiratory'] });
      // Load of another week does not count.
      await db.query(
        'insert into physiotherapist_weekly_load (physiotherapist_id, week_start, matched_count) values ($1, $2, 4)',
        [near, addDays(week, -7)],
      );
      for (let i = 0; i < 10; i++) await insertWaiting(db, 'KW15', 'stroke-recovery');
    });

    it('lists active physiotherapists whose radius reaches the district, with spare places this week', async () => {
      const res = await coordinator.get('/api/ops/demand/supply?district=KW15');
      expect(res.status).toBe(200);
      expect(res.body.place).toEqual({ kind: 'district', name: 'KW15', districts: 1, covered_districts: 0 });
      expect(res.body.week_start).toBe(week);
      expect(res.body.physiotherapists.map((p: { name: string }) => p.name)).toEqual([
        'Orkney Physio 1',
        'Orkney Physio 5',
        'Orkney Physio 3',
      ]);
      expect(res.body.physiotherapists[0]).toMatchObject({
        id: near,
        base_district: 'KW15',
        distance_miles: 0,
        weekly_capacity: 4,
        matched_this_week: 1,
        spare_places: 3,
      });
      expect(res.body.physiotherapists[2]).toMatchObject({ id: far, spare_places: 0, matched_this_week: 3 });
      expect(res.body.supply).toEqual({
        physiotherapists: 3,
        weekly_capacity: 11,
        matched_this_week: 4,
        spare_places: 8,
      });
      expect(res.body.demand.waiting).toBe(10);
      expect(res.body.shortfall).toBe(2);
    });

    it('counts only specialists in the condition filtered on, and reaches an area through any of its districts', async () => {
      const stroke = await coordinator.get(
        `/api/ops/demand/supply${listQuery({ filter: { condition: 'stroke-recovery' } })}&district=KW15`,
      );
      expect(stroke.body.supply).toMatchObject({ physiotherapists: 2, spare_places: 3 });
      expect(stroke.body.shortfall).toBe(7);
      const area = await coordinator.get('/api/ops/demand/supply?area=KW');
      expect(area.body.physiotherapists.map((p: { name: string }) => p.name)).toContain('Orkney Physio 2');
    });

    it('shows analysts capacity and counts, not who', async () => {
      const res = await analyst.get('/api/ops/demand/supply?district=KW15');
      expect(res.status).toBe(200);
      expect(res.body.supply.physiotherapists).toBe(3);
      for (const row of res.body.physiotherapists) expect(row).toMatchObject({ id: null, name: null });
      expect(JSON.stringify(res.body)).not.toContain('Orkney Physio');
      expect(JSON.stringify(res.body)).not.toContain('@');
    });

    it.each([
      ['', 'area', 'isDefined'],
      ['?area=KW&district=KW15', 'district', 'oneOf'],
      ['?district=KW', 'district', 'isPostcodeDistrict'],
      ['?area=K1', 'area', 'isPostcodeArea'],
    ])('refuses supply%s naming %s', async (query, field, rule) => {
      const res = await analyst.get(`/api/ops/demand/supply${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field, rule })]);
    });

    it('answers 404 for a district that does not exist', async () => {
      expect((await analyst.get('/api/ops/demand/supply?district=ZZ99')).status).toBe(404);
    });
  });

  describe('CSV export', () => {
    const exportCsv = (client: OpsClient, params: { sort?: unknown; filter?: unknown }) =>
      fetch(`${api.url}/api/ops/demand/export${listQuery(params)}`, { headers: { cookie: client.cookie! } });

    it('streams exactly the rows of the report, in its order, as an attachment named after the period', async () => {
      const filter = { ...SPRING, group: 'district', by_condition: true };
      const sort = ['people', 'DESC'];
      const res = await exportCsv(analyst, { filter, sort });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="demand-by-district-and-condition-2026-03-25-to-2026-04-01.csv"',
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(DEMAND_CSV_COLUMNS.join(','));
      expect(lines.at(-1)).toBe('');
      const shown = (await report(analyst, { filter, sort, range: [0, 99] })).body;
      expect(lines.slice(1, -1)).toHaveLength(shown.length);
      const first = shown[0];
      expect(lines[1]).toBe(
        [
          '2026-03-25',
          '2026-04-01',
          first.rank,
          first.area,
          first.district,
          // The condition's label, as on screen, not its code.
          csvField(first.condition ? DEMAND_CONDITION_LABELS[first.condition as DemandCondition] : ''),
          /[,"]/.test(first.places) ? `"${first.places.replace(/"/g, '""')}"` : first.places,
          first.covered_districts,
          first.districts,
          first.searches,
          first.waitlist_joins,
          first.people,
          first.waiting,
        ].join(','),
      );
      // Each line's district and condition, in the report's order (the condition as its label, quoted when it holds
      // a comma).
      const ids = lines
        .slice(1, -1)
        .map((line) => /^(?:[^,]*,){4}([^,]*),("[^"]*"|[^,]*)/.exec(line)!.slice(1, 3).join('/'));
      expect(ids).toEqual(
        shown.map(
          (r: { district: string; condition: DemandCondition | null }) =>
            `${r.district}/${csvField(r.condition ? DEMAND_CONDITION_LABELS[r.condition] : '')}`,
        ),
      );
    });

    it('quotes text with commas so each row keeps its columns', async () => {
      const text = await (await exportCsv(analyst, { filter: { ...SPRING, area: 'NR', group: 'district' } })).text();
      const nr1 = text.split('\r\n').find((line) => line.includes(',NR1,'))!;
      expect(nr1).toMatch(/^2026-03-25,2026-04-01,1,NR,NR1,,"[^"]+,[^"]+",0,1,6,2,6,3$/);
    });

    it('records who exported what, without personal data', async () => {
      await db.query('truncate audit_log');
      await exportCsv(coordinator, {
        filter: { period: '90d', group: 'area', covered: false },
        sort: ['waiting', 'DESC'],
      });
      const rows = await db.query<{
        action: string;
        resource: string;
        details: Record<string, unknown>;
        username: string;
      }>(`select action, resource, details, username from audit_log where action = 'export'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'export',
        resource: 'demand',
        details: {
          format: 'csv',
          period: '90d',
          group: 'area',
          by_condition: false,
          filter: { covered: false },
          sort: ['waiting', 'DESC'],
        },
      });
      expect(rows[0].details.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('refuses a bad filter with a JSON 400 before any download starts, and records nothing', async () => {
      await db.query('truncate audit_log');
      const res = await exportCsv(analyst, { filter: { period: 'ever' } });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await db.count('audit_log', `action = 'export'`)).toBe(0);
    });
  });
});
