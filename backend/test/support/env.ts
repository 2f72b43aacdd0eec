import { randomBytes } from 'node:crypto';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Environment for an API or worker process under test: the test database and a queue prefix of its own. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_INTERVAL_MS: '50',
    DB_POOL_MAX: '5',
    // The background work check (modules/queue-health) shares the test database across suites and would email the
    // coordinators about other suites' failed jobs; queue-health.int-spec.ts turns it on.
    QUEUE_HEALTH_CHECK_INTERVAL_MS: '3600000',
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
