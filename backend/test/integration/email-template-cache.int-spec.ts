import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { parseMail } from '../support/mime.js';
import { startApi, startWorker, waitFor, type RunningApi } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const TEAM_INBOX = 'cache-team@homephysiofinder.test';
const MARK = '<!-- read from MAIL_TEMPLATE_CACHE_DIR -->';

/**
 * MAIL_TEMPLATE_CACHE_DIR: the first worker compiles the templates and leaves their HTML in the folder; the next
 * worker with the same templates sends from that file instead of running MJML; a file it cannot use is compiled
 * again and replaced. The marker written into the file shows which HTML an email was made from.
 */
describe('compiled email templates kept in a folder', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let env: Record<string, string>;
  let dir: string;

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate contact_enquiry, contact_enquiry_entry, email_log, outbox_message');
    smtp = await startSmtpServer();
    dir = mkdtempSync(join(tmpdir(), 'email-templates-'));
    env = testEnv({ ...smtp.env, TEAM_INBOX, MAIL_TEMPLATE_CACHE_DIR: dir, ...GENEROUS_RATE_LIMITS });
    api = await startApi(env);
  });

  afterAll(async () => {
    await api?.stop();
    await smtp?.stop();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Sends a contact message with a worker of its own, and returns the HTML of the team's email. */
  async function teamEmailFromANewWorker(message: string): Promise<string> {
    const worker = await startWorker(env);
    try {
      const res = await apiClient(api.url).post('/api/contact', {
        name: 'Cache Test',
        email: 'cache.test@example.com',
        subject: 'pricing',
        message,
      });
      expect(res.status).toBe(201);
      const mail = await waitFor('the team email', async () =>
        smtp.received.map(parseMail).find((m) => m.to.includes(TEAM_INBOX) && m.text.includes(message)),
      );
      return mail.html;
    } finally {
      await worker.stop();
    }
  }

  const cacheFiles = () => readdirSync(dir).filter((name) => /^email-templates-[0-9a-f]{32}\.json$/.test(name));

  it('compiles once, then sends from the folder; a file it cannot read is compiled again and replaced', async () => {
    const compiled = await teamEmailFromANewWorker('First message, templates compiled by MJML.');
    expect(compiled).not.toContain(MARK);
    const [file] = cacheFiles();
    expect(cacheFiles()).toHaveLength(1);
    const html = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    expect(Object.keys(html).length).toBeGreaterThan(5);

    // Mark every template's HTML: a worker that uses the file sends the mark.
    const marked = Object.fromEntries(
      Object.entries(html).map(([name, h]) => [name, h.replace('</body>', `${MARK}</body>`)]),
    );
    writeFileSync(join(dir, file), JSON.stringify(marked));
    expect(await teamEmailFromANewWorker('Second message, from the folder.')).toContain(MARK);

    // Half a file (a disk that filled up): compiled again, and the file is whole again.
    writeFileSync(join(dir, file), '{"half":');
    expect(await teamEmailFromANewWorker('Third message, compiled again.')).not.toContain(MARK);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object)).toEqual(Object.keys(html));
    expect(cacheFiles()).toEqual([file]);
  });
});
