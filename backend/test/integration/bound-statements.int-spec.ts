import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { confirmFinderRequest } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { startApi, startWorker, waitFor, type RunningApi, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const RECORDER = join(__dirname, '..', 'support', 'record-sql.cjs');

/**
 * PostgreSQL's own server log (log_statement, slow-statement and error logging) and pg_stat_activity show the text
 * of each statement. A family's details must never be in it: every value is sent as a bound parameter. The API and
 * the worker record the text of every statement they send while a family's request goes through submission,
 * confirmation, matching and its emails.
 */
describe("statements sent to PostgreSQL carry no family's values", () => {
  let db: TestDatabase;
  let api: RunningApi;
  let worker: RunningProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const dir = mkdtempSync(join(tmpdir(), 'bound-statements-'));
  const apiFile = join(dir, 'api.sql.jsonl');
  const workerFile = join(dir, 'worker.sql.jsonl');

  const family = {
    contact_name: 'Philippa Quennell-Stroud',
    contact_email: 'philippa.quennell@example.org',
    contact_phone: '07911 765432',
    postcode: 'HP5 1AA',
  };

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    smtp = await startSmtpServer();
    const env = testEnv({ ...smtp.env, ...GENEROUS_RATE_LIMITS });
    const recording = (file: string) => ({ ...env, NODE_OPTIONS: `--require ${RECORDER}`, RECORD_SQL_FILE: file });
    [api, worker] = await Promise.all([startApi(recording(apiFile)), startWorker(recording(workerFile))]);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the name, email, phone and postcode as parameters, never in the text', async () => {
    const http = apiClient(api.url);
    const submitted = await http.post('/api/finder-requests', {
      ...family,
      condition: 'falls-prevention',
      urgency: 'soon',
      consent: true,
    });
    expect({ status: submitted.status, body: submitted.body }).toMatchObject({ status: 201 });
    const id: string = submitted.body.id;
    await confirmFinderRequest(http, id);
    await waitFor('the request to be decided and its emails sent', async () => {
      const [row] = await db.query<{ status: string }>('select status from finder_request where id = $1', [id]);
      const sent = await db.count('email_log', "subject_id = $1 and status = 'sent'", [id]);
      return row && ['matched', 'unmatched'].includes(row.status) && sent >= 1;
    });
    // The family's details were stored, so they went through these processes' statements.
    expect(await db.count('finder_request', 'id = $1 and contact_email = $2', [id, family.contact_email])).toBe(1);

    const statements = [apiFile, workerFile].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as string),
    );
    // The recording saw the writes that carried them.
    expect(statements.some((sql) => /insert into "?finder_request"?/i.test(sql))).toBe(true);
    expect(statements.some((sql) => /email_log/i.test(sql))).toBe(true);
    const values = [...Object.values(family), 'Quennell', 'philippa', '765432', id];
    const leaks = statements.filter((sql) => values.some((value) => sql.toLowerCase().includes(value.toLowerCase())));
    expect(leaks).toEqual([]);
  });
});
