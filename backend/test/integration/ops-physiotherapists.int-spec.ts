import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';
import { daysAfter, londonToday, monthsBefore } from '../../src/modules/physiotherapists/physiotherapist-checks.js';

/**
 * Physiotherapists as coordinators manage them, through the real API and database: the one resource every
 * other ops resource copies (sign-in, roles, CSRF, the simple-rest list contract, validation, audit).
 */
describe('ops: physiotherapists', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let env: Record<string, string>;
  let coordinator: OpsClient;
  let analyst: OpsClient;
  let hcpcSeq = 900000 + Math.floor(Math.random() * 90000);
  const nextHcpc = () => `PH${hcpcSeq++}`;

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Test Physio Alpha',
    hcpc_number: nextHcpc(),
    hcpc_checked_on: '2026-06-01',
    dbs_level: 'enhanced',
    dbs_checked_on: '2025-01-15',
    specialties: ['stroke-recovery', 'neurological'],
    base_district: 'SW19',
    travel_radius_miles: 8,
    areas: ['Wimbledon'],
    qualifications: ['BSc Physiotherapy'],
    bio: 'Neurological rehabilitation at home.',
    experience_years: 12,
    weekly_capacity: 4,
    accepts_urgent: true,
    languages: ['English'],
    session_price_min_gbp: 60,
    session_price_max_gbp: 80,
    profile_url: null,
    contact_email: 'alpha.physio@example.org',
    active: true,
    ...overrides,
  });
  const testPhysios = () => db.count('physiotherapist', "name like 'Test Physio%'");

  beforeAll(async () => {
    db = testDatabase();
    await db.query("delete from physiotherapist where name like 'Test Physio%'");
    env = testEnv();
    api = await startApi(env);
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));
    analyst = await signedIn(api.url, await createOpsAccount(db, { role: 'analyst' }));
  });

  afterAll(async () => {
    await db?.query("delete from physiotherapist where name like 'Test Physio%'");
    await api?.stop();
    await db?.close();
  });

  describe('who may', () => {
    it.each([
      ['GET', '/api/ops/physiotherapists'],
      ['GET', '/api/ops/physiotherapists/1'],
      ['POST', '/api/ops/physiotherapists'],
      ['PUT', '/api/ops/physiotherapists/1'],
      ['DELETE', '/api/ops/physiotherapists/1'],
    ])('%s %s without a session is 401 and changes nothing', async (method, path) => {
      const before = await db.count('physiotherapist');
      const res = await apiClient(api.url).request(method, path, method === 'GET' ? undefined : valid());
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
      expect(await db.count('physiotherapist')).toBe(before);
    });

    it('an analyst (reports only) is refused with 403', async () => {
      expect((await analyst.get('/api/ops/physiotherapists')).status).toBe(403);
      const res = await analyst.post('/api/ops/physiotherapists', valid());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH.FORBIDDEN');
      expect(await testPhysios()).toBe(0);
    });

    it('a change without the CSRF token is refused with 403 and writes nothing', async () => {
      const res = await coordinator.post('/api/ops/physiotherapists', valid(), { csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH.CSRF_TOKEN_MISSING');
      expect(await testPhysios()).toBe(0);
    });
  });

  describe('create, read, edit', () => {
    let created: any;

    it('creates a physiotherapist and answers the record with its id', async () => {
      const res = await coordinator.post('/api/ops/physiotherapists', valid());
      expect(res.status).toBe(201);
      created = res.body;
      expect(created).toMatchObject({
        id: expect.any(Number),
        name: 'Test Physio Alpha',
        matched_this_week: 0,
        match_count: 0,
        hcpc_check_overdue: false,
      });
      const [audit] = await db.query<{ action: string; details: { fields: string[] } }>(
        "select action, details from audit_log where resource = 'physiotherapists' and record_id = $1 and action = 'create'",
        [String(created.id)],
      );
      expect(audit.details.fields).toContain('hcpc_number');
    });

    it('records which physiotherapists a list showed (each row carries a contact email)', async () => {
      const res = await coordinator.get('/api/ops/physiotherapists?range=[0,4]&sort=["id","DESC"]');
      expect(res.status).toBe(200);
      expect(res.body[0].contact_email).toEqual(expect.any(String));
      const [audit] = await db.query<{ details: { ids: number[] } }>(
        "select details from audit_log where action = 'list' and resource = 'physiotherapists' order by id desc limit 1",
      );
      expect(audit.details.ids).toEqual(res.body.map((row: { id: number }) => row.id));
    });

    it('shows the record, and records who viewed it', async () => {
      const res = await coordinator.get(`/api/ops/physiotherapists/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body.contact_email).toBe('alpha.physio@example.org');
      expect(
        await db.count('audit_log', "action = 'view' and resource = 'physiotherapists' and record_id = $1", [
          String(created.id),
        ]),
      ).toBe(1);
    });

    it('takes back the whole record react-admin sends, derived fields included, and saves the change', async () => {
      const res = await coordinator.put(`/api/ops/physiotherapists/${created.id}`, {
        ...created,
        weekly_capacity: 6,
        hcpc_checked_on: '2025-01-01',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ weekly_capacity: 6, hcpc_checked_on: '2025-01-01', hcpc_check_overdue: true });
      const [audit] = await db.query<{ details: { fields: string[] } }>(
        "select details from audit_log where resource = 'physiotherapists' and record_id = $1 and action = 'update'",
        [String(created.id)],
      );
      expect(audit.details.fields.sort()).toEqual(['hcpc_checked_on', 'weekly_capacity']);
    });

    it('refuses a second physiotherapist with the same HCPC number, naming the field', async () => {
      const res = await coordinator.post('/api/ops/physiotherapists', valid({ hcpc_number: created.hcpc_number }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'hcpc_number', rule: 'unique' })]);
    });

    it('refuses a base district that does not exist', async () => {
      const res = await coordinator.post('/api/ops/physiotherapists', valid({ base_district: 'ZZ99' }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'base_district', rule: 'exists' })]);
    });

    it('records the DBS certificate number (spaces as copied dropped), shows it, and lets it be cleared', async () => {
      const res = await coordinator.post(
        '/api/ops/physiotherapists',
        valid({ name: 'Test Physio Certificate', dbs_certificate_number: '0012 3456 7890' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.dbs_certificate_number).toBe('001234567890');
      expect((await coordinator.get(`/api/ops/physiotherapists/${res.body.id}`)).body.dbs_certificate_number).toBe(
        '001234567890',
      );
      const cleared = await coordinator.put(`/api/ops/physiotherapists/${res.body.id}`, {
        ...res.body,
        dbs_certificate_number: null,
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.dbs_certificate_number).toBeNull();
      const [audit] = await db.query<{ details: { fields: string[] } }>(
        "select details from audit_log where resource = 'physiotherapists' and record_id = $1 and action = 'update'",
        [String(res.body.id)],
      );
      expect(audit.details.fields).toEqual(['dbs_certificate_number']);
    });

    it('saves a base district we do not cover only when the coordinator confirmed it', async () => {
      const [outside] = await db.query<{ district: string }>(
        'select district from postcode_district where not covered order by district limit 1',
      );
      const body = valid({ name: 'Test Physio Outside', base_district: outside.district });
      const refused = await coordinator.post('/api/ops/physiotherapists', body);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'PHYSIOTHERAPIST.OUTSIDE_COVERAGE',
        errors: [expect.objectContaining({ field: 'base_district', rule: 'covered' })],
      });
      expect(await db.count('physiotherapist', 'hcpc_number = $1', [body.hcpc_number])).toBe(0);

      const saved = await coordinator.post('/api/ops/physiotherapists', { ...body, outside_coverage_confirmed: true });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ base_district: outside.district });
      expect(saved.body).not.toHaveProperty('outside_coverage_confirmed');
      // Asked once, when the district is chosen: a later edit of the same person saves without asking again.
      const edited = await coordinator.put(`/api/ops/physiotherapists/${saved.body.id}`, {
        ...saved.body,
        weekly_capacity: 2,
      });
      expect(edited.status).toBe(200);
      // Moving someone covered to a district we do not cover asks again.
      const moved = await coordinator.put(`/api/ops/physiotherapists/${created.id}`, {
        ...created,
        base_district: outside.district,
      });
      expect(moved.status).toBe(409);
    });

    it('deletes one with no matches, and keeps one with matches (deactivate instead)', async () => {
      const spare = (await coordinator.post('/api/ops/physiotherapists', valid({ name: 'Test Physio Spare' }))).body;
      const gone = await coordinator.delete(`/api/ops/physiotherapists/${spare.id}`);
      expect(gone.status).toBe(200);
      expect(gone.body.id).toBe(spare.id);
      expect(await db.count('physiotherapist', 'id = $1', [spare.id])).toBe(0);

      await db.query(
        `insert into finder_request (id, postcode, district, condition, urgency, status, matched_physiotherapist_id, created_at)
         values (gen_random_uuid(), 'SW19 1AA', 'SW19', 'stroke-recovery', 'soon', 'matched', $1, now())`,
        [created.id],
      );
      const kept = await coordinator.delete(`/api/ops/physiotherapists/${created.id}`);
      expect(kept.status).toBe(409);
      expect(kept.body.message).toMatch(/deactivate them instead/);
      expect(await db.count('physiotherapist', 'id = $1', [created.id])).toBe(1);
      await db.query('delete from finder_request where matched_physiotherapist_id = $1', [created.id]);
    });

    it('answers 404 for an id that does not exist or is not a number', async () => {
      expect((await coordinator.get('/api/ops/physiotherapists/99999999')).status).toBe(404);
      expect((await coordinator.get('/api/ops/physiotherapists/abc')).status).toBe(404);
    });
  });

  describe('bad bodies: 400 naming the field and the rule, nothing written', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['no name', { name: undefined }, 'name', 'isString'],
      ['an empty name', { name: '   ' }, 'name', 'minLength'],
      ['a name too long', { name: 'x'.repeat(101) }, 'name', 'maxLength'],
      ['an HCPC number without PH', { hcpc_number: '123456' }, 'hcpc_number', 'matches'],
      ['an HCPC number with five digits', { hcpc_number: 'PH12345' }, 'hcpc_number', 'matches'],
      ['no HCPC check date', { hcpc_checked_on: undefined }, 'hcpc_checked_on', 'isDate'],
      ['an HCPC check date that is not a date', { hcpc_checked_on: '2026-02-30' }, 'hcpc_checked_on', 'isDate'],
      ['an HCPC check in the future', { hcpc_checked_on: '2099-01-01' }, 'hcpc_checked_on', 'notInFuture'],
      ['a DBS check in the future', { dbs_checked_on: '2099-01-01' }, 'dbs_checked_on', 'notInFuture'],
      ['an unknown DBS level', { dbs_level: 'super' }, 'dbs_level', 'isIn'],
      ['no specialties', { specialties: [] }, 'specialties', 'arrayMinSize'],
      ['an unknown specialty', { specialties: ['dancing'] }, 'specialties', 'isIn'],
      ['a repeated specialty', { specialties: ['neurological', 'neurological'] }, 'specialties', 'arrayUnique'],
      ['specialties as text', { specialties: 'neurological' }, 'specialties', 'isArray'],
      ['a base district that is not a district', { base_district: 'Wimbledon' }, 'base_district', 'matches'],
      ['a radius of 0', { travel_radius_miles: 0 }, 'travel_radius_miles', 'min'],
      ['a radius as text', { travel_radius_miles: '8' }, 'travel_radius_miles', 'isNumber'],
      ['a negative capacity', { weekly_capacity: -1 }, 'weekly_capacity', 'min'],
      ['a fractional capacity', { weekly_capacity: 2.5 }, 'weekly_capacity', 'isInt'],
      ['urgent as text', { accepts_urgent: 'yes' }, 'accepts_urgent', 'isBoolean'],
      [
        'a minimum price above the maximum',
        { session_price_min_gbp: 90, session_price_max_gbp: 80 },
        'session_price_max_gbp',
        'notBelowMinimum',
      ],
      ['a free session', { session_price_min_gbp: 0 }, 'session_price_min_gbp', 'min'],
      ['a profile URL over http', { profile_url: 'http://example.org/x' }, 'profile_url', 'isUrl'],
      ['a bad email', { contact_email: 'not-an-email' }, 'contact_email', 'isEmail'],
      ['an unknown field', { favourite_colour: 'blue' }, 'favourite_colour', 'whitelistValidation'],
      ['an area too long', { areas: ['x'.repeat(61)] }, 'areas', 'maxLength'],
      [
        'a DBS certificate number of 11 digits',
        { dbs_certificate_number: '00123456789' },
        'dbs_certificate_number',
        'matches',
      ],
      [
        'a DBS certificate number as a number',
        { dbs_certificate_number: 1234567890 },
        'dbs_certificate_number',
        'isString',
      ],
      ['a confirmation as text', { outside_coverage_confirmed: 'yes' }, 'outside_coverage_confirmed', 'isBoolean'],
    ])('%s', async (_what, change, field, rule) => {
      const body = valid(change);
      const res = await coordinator.post('/api/ops/physiotherapists', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, rule })]));
      expect(await db.count('physiotherapist', 'hcpc_number = $1', [body.hcpc_number])).toBe(0);
    });
  });

  describe('the list, as react-admin asks for it', () => {
    beforeAll(async () => {
      for (const [name, specialties, active] of [
        ['Test Physio List A', ['respiratory'], true],
        ['Test Physio List B', ['respiratory', 'neurological'], false],
        ['Test Physio List C', ['respiratory'], true],
      ] as const) {
        const res = await coordinator.post('/api/ops/physiotherapists', valid({ name, specialties, active }));
        expect(res.status).toBe(201);
      }
    });

    it('answers a page as a JSON array with the total in Content-Range', async () => {
      const res = await coordinator.get(
        `/api/ops/physiotherapists${listQuery({ sort: ['name', 'DESC'], range: [0, 1], filter: { q: 'Test Physio List' } })}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Test Physio List C', 'Test Physio List B']);
      expect(res.headers.get('content-range')).toBe('physiotherapists 0-1/3');
    });

    it('filters by specialty and active', async () => {
      const res = await coordinator.get(
        `/api/ops/physiotherapists${listQuery({ filter: { q: 'Test Physio List', specialty: 'neurological' } })}`,
      );
      expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Test Physio List B']);
      const active = await coordinator.get(
        `/api/ops/physiotherapists${listQuery({ filter: { q: 'Test Physio List', active: false } })}`,
      );
      expect(active.headers.get('content-range')).toBe('physiotherapists 0-0/1');
    });

    it('finds checks overdue, or coming due within the next 30 or 60 days (HCPC yearly, DBS every three years)', async () => {
      const today = londonToday();
      // A check made on this day comes due `days` from today.
      const checkedFor = (days: number, months: number) => monthsBefore(daysAfter(today, days), months);
      const recent = daysAfter(today, -10);
      for (const [name, hcpc, dbs] of [
        ['Test Physio Due Overdue', checkedFor(-3, 12), recent],
        ['Test Physio Due Today', checkedFor(0, 12), recent],
        ['Test Physio Due 20', recent, checkedFor(20, 36)],
        ['Test Physio Due 45', checkedFor(45, 12), recent],
        ['Test Physio Due 90', checkedFor(90, 12), recent],
      ]) {
        const res = await coordinator.post(
          '/api/ops/physiotherapists',
          valid({ name, hcpc_checked_on: hcpc, dbs_checked_on: dbs }),
        );
        expect(res.status).toBe(201);
      }
      const due = async (checks_due: string) => {
        const res = await coordinator.get(
          `/api/ops/physiotherapists${listQuery({ sort: ['name', 'ASC'], filter: { q: 'Test Physio Due', checks_due } })}`,
        );
        expect(res.status).toBe(200);
        return res.body.map((p: { name: string }) => p.name.replace('Test Physio Due ', ''));
      };
      expect(await due('overdue')).toEqual(['Overdue']);
      expect(await due('within-30-days')).toEqual(['20', 'Overdue', 'Today']);
      expect(await due('within-60-days')).toEqual(['20', '45', 'Overdue', 'Today']);
      const refused = await coordinator.get(
        `/api/ops/physiotherapists${listQuery({ filter: { checks_due: 'soon' } })}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].field).toBe('filter.checks_due');
    });

    it('answers getMany (filter={"id":[…]})', async () => {
      const [a, c] = await db.query<{ id: number }>(
        "select id from physiotherapist where name in ('Test Physio List A', 'Test Physio List C') order by name",
      );
      const res = await coordinator.get(`/api/ops/physiotherapists${listQuery({ filter: { id: [c.id, a.id] } })}`);
      expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([a.id, c.id].sort());
    });

    it.each([
      ['range', { range: '[0,' }],
      ['range', { range: [5, 1] }],
      ['sort', { sort: ['contact_email', 'ASC'] }],
      ['sort', { sort: ['name', 'sideways'] }],
      ['filter', { filter: '{"q":' }],
      ['filter.unknown', { filter: { unknown: 1 } }],
      ['filter.active', { filter: { active: 'yes' } }],
      ['filter.specialty', { filter: { specialty: 'dancing' } }],
    ])('refuses a bad %s with a 400 naming it', async (field, params) => {
      const res = await coordinator.get(`/api/ops/physiotherapists${listQuery(params)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    });
  });
});
