import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

const valid = { postcode: 'SS9 1AA', condition: 'falls-prevention', urgency: 'soon' };
const big = 'x'.repeat(101 * 1024);

/** [what, body (object or raw string), status, code, field or null, message fragment] */
const BAD_INPUTS: [string, unknown, number, string, string | null, string][] = [
  ['empty object', {}, 400, 'VALIDATION_FAILED', 'postcode', 'postcode is required'],
  ['missing postcode', { ...valid, postcode: undefined }, 400, 'VALIDATION_FAILED', 'postcode', 'postcode is required'],
  ['blank postcode', { ...valid, postcode: '   ' }, 400, 'VALIDATION_FAILED', 'postcode', 'postcode is required'],
  [
    'postcode as a number',
    { ...valid, postcode: 12345 },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'postcode must be text',
  ],
  [
    'postcode without inward code',
    { ...valid, postcode: 'SW1A' },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'valid UK postcode',
  ],
  [
    'nonsense postcode',
    { ...valid, postcode: 'NOT A CODE' },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'valid UK postcode',
  ],
  [
    'unknown postcode area',
    { ...valid, postcode: 'QQ1 1AA' },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'valid UK postcode',
  ],
  [
    'postcode too long',
    { ...valid, postcode: 'SW1A 1AA SW1A 1AA' },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'valid UK postcode',
  ],
  [
    'SQL in the postcode',
    { ...valid, postcode: "SS9'; drop table finder_request;--" },
    400,
    'VALIDATION_FAILED',
    'postcode',
    'valid UK postcode',
  ],
  [
    'out of area (Edinburgh)',
    { ...valid, postcode: 'EH1 1AA' },
    422,
    'OUT_OF_AREA',
    'postcode',
    'outside the areas we cover',
  ],
  [
    'out of area (Newcastle)',
    { ...valid, postcode: 'NE1 1AA' },
    422,
    'OUT_OF_AREA',
    'postcode',
    'outside the areas we cover',
  ],
  [
    'out of area (Warrington)',
    { ...valid, postcode: 'WA1 1AA' },
    422,
    'OUT_OF_AREA',
    'postcode',
    'outside the areas we cover',
  ],
  [
    'missing condition',
    { ...valid, condition: undefined },
    400,
    'VALIDATION_FAILED',
    'condition',
    'condition is required',
  ],
  [
    'unknown condition',
    { ...valid, condition: 'back-pain' },
    400,
    'VALIDATION_FAILED',
    'condition',
    'condition must be one of',
  ],
  [
    'condition label instead of value',
    { ...valid, condition: 'Stroke Recovery' },
    400,
    'VALIDATION_FAILED',
    'condition',
    'condition must be one of',
  ],
  [
    'condition as an array',
    { ...valid, condition: ['stroke-recovery'] },
    400,
    'VALIDATION_FAILED',
    'condition',
    'condition must be one of',
  ],
  ['missing urgency', { ...valid, urgency: undefined }, 400, 'VALIDATION_FAILED', 'urgency', 'urgency is required'],
  ['unknown urgency', { ...valid, urgency: 'asap' }, 400, 'VALIDATION_FAILED', 'urgency', 'urgency must be one of'],
  [
    'urgency in capitals',
    { ...valid, urgency: 'URGENT' },
    400,
    'VALIDATION_FAILED',
    'urgency',
    'urgency must be one of',
  ],
  [
    'invalid email',
    { ...valid, contact_email: 'jane@', consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_email',
    'valid email',
  ],
  [
    'email without domain dot',
    { ...valid, contact_email: 'jane@example', consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_email',
    'valid email',
  ],
  [
    'email as a number',
    { ...valid, contact_email: 7, consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_email',
    'contact_email must be text',
  ],
  [
    'phone too short',
    { ...valid, contact_phone: '0712', consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_phone',
    'valid UK phone number',
  ],
  [
    'phone with letters',
    { ...valid, contact_phone: 'call me', consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_phone',
    'valid UK phone number',
  ],
  [
    'foreign phone',
    { ...valid, contact_phone: '+1 212 555 0100', consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_phone',
    'valid UK phone number',
  ],
  [
    'name too long',
    { ...valid, contact_name: 'n'.repeat(101), consent: true },
    400,
    'VALIDATION_FAILED',
    'contact_name',
    'at most 100 characters',
  ],
  [
    'additional info too long',
    { ...valid, additional_info: 'a'.repeat(2001) },
    400,
    'VALIDATION_FAILED',
    'additional_info',
    'at most 2000 characters',
  ],
  [
    'contact details without consent',
    { ...valid, contact_email: 'jane@example.com' },
    400,
    'VALIDATION_FAILED',
    'consent',
    'consent must be true',
  ],
  [
    'contact details with consent false',
    { ...valid, contact_name: 'Jane', consent: false },
    400,
    'VALIDATION_FAILED',
    'consent',
    'consent must be true',
  ],
  [
    'consent as a string',
    { ...valid, contact_phone: '07123 456789', consent: 'yes' },
    400,
    'VALIDATION_FAILED',
    'consent',
    'consent must be true or false',
  ],
  [
    'unknown property',
    { ...valid, matched_physio_id: 1 },
    400,
    'VALIDATION_FAILED',
    'matched_physio_id',
    'should not exist',
  ],
  ['trying to set the status', { ...valid, status: 'matched' }, 400, 'VALIDATION_FAILED', 'status', 'should not exist'],
  ['malformed JSON', '{"postcode": "SS9 1AA",', 400, 'MALFORMED_JSON', null, 'not valid JSON'],
  ['JSON array body', '[]', 400, 'VALIDATION_FAILED', null, ''],
  ['JSON null body', 'null', 400, 'VALIDATION_FAILED', 'postcode', 'postcode is required'],
  ['body over 100 kB', { ...valid, additional_info: big }, 413, 'PAYLOAD_TOO_LARGE', null, '100 kB'],
];

describe('POST /api/finder-requests refuses bad input, says why, and writes nothing', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(testEnv(GENEROUS_RATE_LIMITS));
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.close();
  });

  it('has at least 30 cases', () => expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(30));

  it.each(BAD_INPUTS)('%s → %i %s', async (_what, body, status, code, field, fragment) => {
    const before = { requests: await db.count('finder_request'), outbox: await db.outboxWrites() };
    const res = await http.post('/api/finder-requests', body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ status, code });
    expect(res.body.message).toEqual(expect.stringContaining(fragment));
    if (field) {
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(res.body.errors.find((e: { field: string }) => e.field === field).message).toContain(fragment);
    }
    expect(await db.count('finder_request')).toBe(before.requests);
    expect(await db.outboxWrites()).toBe(before.outbox);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await http.post('/api/finder-requests', 'postcode=SS9+1AA', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('accepts blank optional fields as not given', async () => {
    const res = await http.post('/api/finder-requests', {
      ...valid,
      contact_name: '',
      contact_email: ' ',
      contact_phone: '',
      additional_info: '',
    });
    expect(res.status).toBe(201);
    const [row] = await db.query(
      'select contact_name, contact_email, consent_given_at from finder_request where id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ contact_name: null, contact_email: null, consent_given_at: null });
  });
});

describe('GET /api/coverage/check', () => {
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    api = await startApi(testEnv());
    http = apiClient(api.url);
  });
  afterAll(() => api?.stop());

  it.each([
    ['SW1A1AA', 'SW1A 1AA', 'SW1A', 'London', 'Westminster', true],
    ['ss9 1aa', 'SS9 1AA', 'SS9', 'Essex', 'Southend-on-Sea', true],
    ['gu1 1aa', 'GU1 1AA', 'GU1', 'Surrey', 'Guildford', true],
    ['HP5 1AA', 'HP5 1AA', 'HP5', 'Buckinghamshire', 'Chiltern', true],
    ['EH1 1AA', 'EH1 1AA', 'EH1', 'City of Edinburgh', 'Edinburgh', false],
    ['NE1 1AA', 'NE1 1AA', 'NE1', 'Tyne and Wear', 'Newcastle', false],
    ['wa1 1aa', 'WA1 1AA', 'WA1', 'Cheshire', 'Warrington', false],
  ])('%s is %s in %s (%s, %s): in area %s', async (input, postcode, district, county, authority, inArea) => {
    const res = await http.get(`/api/coverage/check?postcode=${encodeURIComponent(input)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      postcode,
      district,
      area: district.replace(/\d.*$/, ''),
      county,
      local_authority: authority,
      in_area: inArea,
    });
  });

  it.each(['', 'nope', 'SW1A', '12345'])('answers 400 naming the field for %j', async (input) => {
    const res = await http.get(`/api/coverage/check?postcode=${encodeURIComponent(input)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'postcode' })] });
    expect(res.body.message).toContain('valid UK postcode');
  });

  it('lists the counties we serve by the county each district lies in, not by its postcode area', async () => {
    const res = await http.get('/api/coverage/counties');
    expect(res.status).toBe(200);
    const counties = res.body.counties as { county: string; areas: string[]; local_authorities: string[] }[];
    expect(counties.map((c) => c.county)).toEqual(expect.arrayContaining(['Essex', 'London', 'Surrey']));
    // Ilford and Romford (IG, RM) are London boroughs, not Essex; Croydon and Sutton (CR, SM) are not Surrey.
    const areasOf = (county: string) => counties.find((c) => c.county === county)?.areas ?? [];
    expect(areasOf('London')).toEqual(expect.arrayContaining(['CR', 'IG', 'RM', 'SM']));
    expect(areasOf('Essex')).toEqual(expect.arrayContaining(['CM', 'SS']));
    expect(areasOf('Surrey')).not.toContain('CR');
    // Which parts of London: the boroughs, and not the ones no active physiotherapist reaches.
    const london = counties.find((c) => c.county === 'London')!;
    expect(london.local_authorities).toEqual(expect.arrayContaining(['Camden', 'Croydon', 'Westminster']));
    expect(london.local_authorities).not.toContain('London');
    expect(london.local_authorities).not.toContain('Harrow');
  });
});
