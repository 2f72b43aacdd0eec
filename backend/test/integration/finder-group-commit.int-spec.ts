import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, waitFor, type RunningApi } from '../support/processes.js';

const FAMILIES = 300;
const isRefused = (i: number) => i % 10 === 3;
const MARKER = 'refused-by-test-constraint';
// A constraint of this test only, standing in for any row PostgreSQL refuses that validation let through.
const CONSTRAINT = 'test_group_commit_refuses_marked_rows';

const family = (i: number) => ({
  name: `Family${i} Groupcommit`,
  email: `family${i}.gc@example.com`,
  phone: `07123 4${String(i).padStart(5, '0')}`,
});

/**
 * Submissions that arrive together are written in one statement (group commit). When PostgreSQL refuses
 * some rows of it, every other family must still get its 201 and its row, each refused family its own error,
 * and the logs must say what failed without anyone's details (the failed statement carried them all).
 */
describe('group commit with rows PostgreSQL refuses', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  let answers: { i: number; status: number; body: { id?: string; code?: string } }[];

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query(`alter table finder_request drop constraint if exists ${CONSTRAINT}`);
    await db.query(
      `alter table finder_request add constraint ${CONSTRAINT} check (position('${MARKER}' in coalesce(additional_info, '')) = 0) not valid`,
    );
    api = await startApi(testEnv({ ...GENEROUS_RATE_LIMITS, LOG_LEVEL: 'info' }));
    http = apiClient(api.url);

    // All at once, so that the API writes them together, good and refused rows in the same statements.
    answers = await Promise.all(
      Array.from({ length: FAMILIES }, async (_, i) => {
        const { name, email, phone } = family(i);
        const res = await http.post('/api/finder-requests', {
          postcode: 'SS9 1AA',
          condition: 'falls-prevention',
          urgency: 'soon',
          contact_name: name,
          contact_email: email,
          contact_phone: phone,
          additional_info: isRefused(i) ? `Please call after 5pm ${MARKER}` : 'Please call after 5pm',
          consent: true,
        });
        return { i, status: res.status, body: res.body as { id?: string; code?: string } };
      }),
    );
  });

  afterAll(async () => {
    await api?.stop();
    await db?.query(`alter table finder_request drop constraint if exists ${CONSTRAINT}`);
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('writes every good row and answers each family for its own row only', async () => {
    const good = answers.filter((a) => !isRefused(a.i));
    const refused = answers.filter((a) => isRefused(a.i));
    expect(good.map((a) => a.status)).toEqual(good.map(() => 201));
    expect(refused.map((a) => a.status)).toEqual(refused.map(() => 500));
    expect(refused.every((a) => a.body.code === 'INTERNAL')).toBe(true);

    const rows = await db.query<{ id: string; contact_email: string }>('select id, contact_email from finder_request');
    expect(rows).toHaveLength(good.length);
    expect(new Map(rows.map((r) => [r.id, r.contact_email]))).toEqual(
      new Map(good.map((a) => [a.body.id, family(a.i).email])),
    );
    expect(await db.count('outbox_message')).toBe(good.length);
  });

  it('logs each refusal by SQLSTATE and constraint, with no family’s details', async () => {
    const output = await waitFor('the refusals in the log', async () => {
      const text = api.output();
      return (text.match(/"Unhandled error"/g) ?? []).length >= answers.filter((a) => isRefused(a.i)).length && text;
    });
    const leaked = Array.from({ length: FAMILIES }, (_, i) => Object.values(family(i)))
      .flat()
      .filter((value) => output.includes(value));
    expect(leaked).toEqual([]);
    expect(output).not.toContain(MARKER);
    expect(output).not.toContain('Please call');
    expect(output).not.toContain('jsonb_to_recordset');
    expect(output).toContain('SQLSTATE 23514');
    expect(output).toContain('"path":"/api/finder-requests"');
    expect(output).toContain(CONSTRAINT);
  });
});
