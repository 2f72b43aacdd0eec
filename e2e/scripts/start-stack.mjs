// Starts the whole product for the end-to-end tests (Playwright's webServer runs this):
// its own database (E2E_DATABASE_NAME, default physio_e2e_test; transactional tables emptied) and Redis key prefix, a
// real SMTP server (maildev), the API serving the built site and the operations dashboard (/ops/), and one worker. Ports and the mail API address are written to
// e2e/.tmp/stack.json for the tests. SIGTERM / SIGINT stop everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATABASE_ROLES, withRole } from '../../infra/scripts/lib.mjs';

const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(E2E_DIR, '..');
const STATE_FILE = join(E2E_DIR, '.tmp', 'stack.json');
const require = createRequire(import.meta.url);

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? 'physio_e2e_test';
if (!/test/i.test(DATABASE_NAME) || !/^[\w-]+$/.test(DATABASE_NAME)) {
  throw new Error(
    `E2E_DATABASE_NAME "${DATABASE_NAME}" must contain "test" (its tables are emptied) and only letters, digits, _ or -`,
  );
}
// TEST_DATABASE_URL's role (an administrator) creates the two roles, empties tables and serves the tests' own queries;
// the owner migrates; the API, the worker and the CLIs connect as the runtime role.
const DATABASE_URL = e2eDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_test');
const RUNTIME_DATABASE_URL = withRole(DATABASE_URL, DATABASE_ROLES.runtime);
// Redis is shared too: a stack's queues, sessions and sign-in throttling are its own, or one stack's worker would take
// the other's jobs (and look for their rows in the wrong database).
const QUEUE_PREFIX = `e2e_${DATABASE_NAME.replace(/[^a-z0-9_-]/gi, '_')}`;
/** The coordinators' alerts go here; maildev receives every address, so the tests read them from the catcher. */
const COORDINATORS_INBOX = 'coordinators@e2e.example.com';
/** Reference data the tests rely on; never emptied. */
// Reference rows the migrations and the seed made (each role's sign-in rule is reset to "as before" below).
const KEEP_TABLES = new Set(['postcode_district', 'physiotherapist', 'ops_sign_in_rule', 'mikro_orm_migrations']);

const children = [];
let stopping = false;

function log(message) {
  process.stderr.write(`[e2e stack] ${message}\n`);
}

/** Same server and credentials as TEST_DATABASE_URL, but a database of our own. */
function e2eDatabaseUrl(testUrl) {
  const url = new URL(testUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function requireBuilt(path, how) {
  if (!existsSync(join(ROOT, path))) {
    log(`${path} is missing: ${how} first (npm test does it).`);
    process.exit(1);
  }
}

/**
 * Ends the previous run's dashboard sessions and forgets its sign-in failures: the database was emptied, and every run
 * signs in from the same address, so without this the per-client throttling would count failures across runs. The
 * queues' keys go too: the tables restart their ids, and BullMQ keeps completed jobs by id (job ids follow record
 * ids), so a new record reusing an old id had its job dropped as a duplicate (an activation that never emailed).
 * ioredis comes from the backend, which declares it.
 */
async function resetOpsRedisKeys() {
  const { Redis } = createRequire(join(ROOT, 'backend', 'package.json'))('ioredis');
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${QUEUE_PREFIX}:*`, 'COUNT', 500);
      if (keys.length > 0) removed += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    log(`redis prefix ${QUEUE_PREFIX}: removed ${removed} keys (queues, dashboard sessions, throttling)`);
  } finally {
    redis.disconnect();
  }
}

async function prepareDatabase(env) {
  const result = spawnSync(process.execPath, [join(ROOT, 'backend', 'dist', 'cli', 'prepare-database.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`prepare-database failed with exit code ${result.status}`);

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const tables = rows.map((row) => row.table_name).filter((name) => !KEEP_TABLES.has(name));
    if (tables.length > 0) {
      await client.query(`truncate ${tables.map((name) => `"${name}"`).join(', ')} restart identity cascade`);
    }
    // The seeded physiotherapists are kept, but not a holiday an interrupted run gave one of them.
    await client.query('update physiotherapist set offers_paused_until = null where offers_paused_until is not null');
    await client.query('update ops_sign_in_rule set passkey_required = false, updated_at = null, updated_by = null');
    log(`database ${DATABASE_NAME} ready; emptied ${tables.length} tables`);
  } finally {
    await client.end();
  }
}

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the stack`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

async function main() {
  requireBuilt('backend/dist/main.js', 'build the backend (npm run build -w backend)');
  requireBuilt('public-web/build/client/index.html', 'build the site (npm run build -w public-web)');
  requireBuilt('ops-dashboard/build/index.html', 'build the dashboard (npm run build -w ops-dashboard)');

  const [smtpPort, mailWebPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: RUNTIME_DATABASE_URL,
    REDIS_URL,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: BASE_URL,
    // Passkeys are bound to the dashboard's origin, which must be a host name (fixtures/passkeys.ts): the same server.
    OPS_ORIGIN: `http://localhost:${PORT}`,
    PUBLIC_WEB_DIR: join(ROOT, 'public-web', 'build', 'client'),
    OPS_DASHBOARD_DIR: join(ROOT, 'ops-dashboard', 'build'),
    COORDINATORS_INBOX,
    QUEUE_PREFIX,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '5',
    // Every run sends many forms from one client; the limits themselves are tested in the backend.
    RATE_LIMITS: 'off',
    MAIL_RETRY_DELAY_MS: '200',
    // Background work's check (queue health): often, so the home page's warning follows a test's failed job quickly.
    QUEUE_HEALTH_CHECK_INTERVAL_MS: '1000',
    // Referral deadlines and family check-ins: looked at often, so a deadline a test moves is acted on at once.
    REFERRAL_DEADLINE_CHECK_INTERVAL_MS: '500',
    // The worker's lower CPU priority is for sharing cores with the API; here the browsers and the integration tests
    // beside this step run at normal priority, and a worker at 10 waits behind all of them.
    WORKER_NICENESS: '0',
  };

  await prepareDatabase({
    ...env,
    DATABASE_ADMIN_URL: DATABASE_URL,
    DATABASE_MIGRATION_URL: withRole(DATABASE_URL, DATABASE_ROLES.owner),
  });
  await resetOpsRedisKeys();

  const maildev = require.resolve('maildev/bin/maildev');
  start(
    'maildev',
    [maildev, '--smtp', String(smtpPort), '--web', String(mailWebPort), '--ip', '127.0.0.1', '--silent'],
    env,
  );
  const mailApi = `http://127.0.0.1:${mailWebPort}`;
  if (!(await waitForHealth(`${mailApi}/email`, 20_000))) throw new Error('maildev did not start');

  start('api', [join(ROOT, 'backend', 'dist', 'main.js')], env);
  start('worker', [join(ROOT, 'backend', 'dist', 'worker.js')], env);

  mkdirSync(dirname(STATE_FILE), { recursive: true });
  const state = {
    baseUrl: BASE_URL,
    mailApi,
    smtpPort,
    databaseUrl: DATABASE_URL,
    runtimeDatabaseUrl: RUNTIME_DATABASE_URL,
    redisUrl: REDIS_URL,
    queuePrefix: QUEUE_PREFIX,
    coordinatorsInbox: COORDINATORS_INBOX,
  };
  writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);

  // Generous: a cold start takes over a minute on a 2-core machine busy with other suites.
  if (!(await waitForHealth(`${BASE_URL}/api/health`, 180_000)))
    throw new Error(`${BASE_URL}/api/health did not answer 200`);
  log(`ready at ${BASE_URL} (mail API ${mailApi}, SMTP ${smtpPort})`);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  void stop(1);
});
