import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { LOCAL_ROLES, urlAsRole } from '../../src/infra/database/database-roles.js';

/** The base test database: prepared once by the global setup, and the template of each worker's copy. */
export const BASE_TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_test';

/** Each Jest worker's own copy of the base database (made by global-setup.cjs), so files can run side by side. */
export function workerDatabaseUrl(baseUrl: string, workerId: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_w${workerId}`;
  return url.toString();
}

/**
 * This worker's database as TEST_DATABASE_URL's role (an administrator: the tests' own queries, which set up and
 * reset rows the application may not touch).
 */
export const TEST_DATABASE_URL = workerDatabaseUrl(BASE_TEST_DATABASE_URL, process.env.JEST_WORKER_ID ?? '1');
/** The same database as the runtime role, which the API and worker processes under test connect as. */
export const TEST_RUNTIME_DATABASE_URL = urlAsRole(TEST_DATABASE_URL, LOCAL_ROLES.runtime);
/** The same database as the owner role, which runs the migrations (prepare-database). */
export const TEST_OWNER_DATABASE_URL = urlAsRole(TEST_DATABASE_URL, LOCAL_ROLES.owner);
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Environment for an API or worker process under test: the test database and a queue prefix of its own. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: TEST_RUNTIME_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_INTERVAL_MS: '50',
    DB_POOL_MAX: '5',
    // The background work check (modules/queue-health) shares the test database across suites and would email the
    // coordinators about other suites' failed jobs; queue-health.int-spec.ts turns it on.
    QUEUE_HEALTH_CHECK_INTERVAL_MS: '3600000',
    // The worker's lower CPU priority is for sharing cores with the API. Here it shares them with Jest, browsers and
    // the other steps of `npm test`, all at normal priority: at 10 it starved on a loaded machine, its 2-second test
    // job locks lapsed over and over and the crash tests ran out of time.
    WORKER_NICENESS: '0',
    // The templates' HTML compiled by the first worker of a run serves the others (some forty starts): about 0.8 s
    // of CPU each. The first start of each run, and every template changed since, still runs MJML.
    MAIL_TEMPLATE_CACHE_DIR: join(__dirname, '..', '..', '..', '.tmp', 'email-templates'),
    ...overrides,
  };
}

/**
 * Limits no test reaches, for suites that send many requests from one client and are not about limits (the limits
 * are tested in rate-limits.int-spec.ts). The limiter still runs, so its Redis round trip stays in the path.
 */
export const GENEROUS_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'CONTACT_RATE_LIMIT_PER_HOUR',
    'CONTACT_EMAIL_RATE_LIMIT_PER_HOUR',
    'WAITLIST_RATE_LIMIT_PER_HOUR',
    'WAITLIST_EMAIL_RATE_LIMIT_PER_HOUR',
    'FINDER_RATE_LIMIT_PER_HOUR',
    'FINDER_EMAIL_RATE_LIMIT_PER_HOUR',
  ].map((name) => [name, '100000']),
);
