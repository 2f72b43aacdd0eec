import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';
import { signingSecretProblem } from './signing-secret.js';
import { parseTrustProxy, TrustProxyError } from './trust-proxy.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/**
 * Every setting the API and the workers read, with its default. Validated once at boot:
 * a missing or malformed variable stops the process with a message that names it.
 */
export class Env {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @IsString()
  HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Origin families use; links in emails and canonical URLs are built from it. */
  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'PUBLIC_BASE_URL must be an origin such as http://localhost:3000 (no path, no trailing slash)',
  })
  PUBLIC_BASE_URL = 'http://localhost:3000';

  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'DATABASE_URL must be a postgres:// URL that names a database' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/physio';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  DB_POOL_MAX = 20;

  /**
   * Database connections of each worker process (the API has DB_POOL_MAX). The worker's statements are
   * background work, and batched: with at most this many running at once, a burst of matching and emails
   * cannot take PostgreSQL's CPU from the API's requests, whose latency families feel. At least 2, so that the
   * outbox relay's open transaction never leaves the other jobs waiting for a connection.
   */
  @Type(() => Number)
  @IsInt()
  @Min(2)
  @Max(200)
  WORKER_DB_POOL_MAX = 2;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Key prefix of every BullMQ queue, so that several environments can share one Redis. */
  @Matches(/^[a-z0-9_-]+$/i, { message: 'QUEUE_PREFIX may contain only letters, digits, - and _' })
  QUEUE_PREFIX = 'physio';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Jobs one worker process runs at once on the matching queue. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  MATCHING_CONCURRENCY = 32;

  /**
   * CPU niceness the worker process gives itself at start (0 = same as the API, 19 = lowest). Where the
   * worker shares cores with the API, families' requests then come first and matching catches up as load
   * eases; on a machine of its own it changes nothing.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(19)
  WORKER_NICENESS = 10;

  /** How long a worker holds a job before another worker may take it over as stalled. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  JOB_LOCK_DURATION_MS = 30000;

  /** How often the outbox relay looks for events to hand to the queues when it is idle. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(60000)
  OUTBOX_POLL_INTERVAL_MS = 100;

  /**
   * Background work health (modules/queue-health): the oldest outbox event may wait this long (seconds) before the
   * home page warns and the coordinators are emailed.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86400)
  QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS = 60;

  /** Failed jobs must grow by at least this many between two checks to open an incident. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  QUEUE_HEALTH_FAILED_JOBS_GROWTH = 1;

  /** How often a worker checks the background work (one worker copy checks at a time). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3600000)
  QUEUE_HEALTH_CHECK_INTERVAL_MS = 15000;

  /** Upper bound on a graceful shutdown before the process exits anyway. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  SHUTDOWN_TIMEOUT_MS = 15000;

  /**
   * Which peers may tell us the client's address in X-Forwarded-For (see parseTrustProxy): none by default,
   * else their addresses or CIDR ranges, or a hop count. Rate limits and the demand report's distinct people
   * are counted by that address.
   */
  @ValidateBy({
    name: 'isTrustProxySetting',
    validator: {
      validate: (value: unknown) => {
        try {
          parseTrustProxy(String(value));
          return true;
        } catch (error) {
          if (error instanceof TrustProxyError) return false;
          throw error;
        }
      },
      defaultMessage: (args) => {
        try {
          parseTrustProxy(String(args?.value));
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      },
    },
  })
  TRUST_PROXY = '';

  /** Where the built public site lives; empty means the API serves no pages. */
  @IsOptional()
  @IsString()
  PUBLIC_WEB_DIR?: string = undefined;

  /** Where the built operations dashboard lives (served under /ops/). */
  @IsOptional()
  @IsString()
  OPS_DASHBOARD_DIR?: string = undefined;

  @IsString()
  @MinLength(1)
  SMTP_HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT = 1025;

  @Transform(toBoolean)
  @IsBoolean()
  SMTP_SECURE = false;

  @IsOptional()
  @IsString()
  SMTP_USER?: string = undefined;

  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string = undefined;

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Home Physio Finder <hello@homephysiofinder.co.uk>';

  @IsEmail()
  TEAM_INBOX = 'team@homephysiofinder.co.uk';

  @IsEmail()
  COORDINATORS_INBOX = 'coordinators@homephysiofinder.co.uk';

  /**
   * The root of the keys that sign links (waitlist leave links) and key pseudonymous hashes (demand's visitor key):
   * each is derived from it per purpose (derived-keys.ts), never used directly. In production: at least 32 random
   * bytes, not a placeholder (signing-secret.ts), e.g. `openssl rand -base64 32`.
   */
  @IsString()
  @MinLength(16, { message: 'LINK_SIGNING_SECRET must be at least 16 characters' })
  LINK_SIGNING_SECRET = 'development-only-link-signing-secret';

  /** STARTTLS: refuse to send unless the SMTP server upgrades the connection (use with SMTP_SECURE=false on 587). */
  @Transform(toBoolean)
  @IsBoolean()
  SMTP_REQUIRE_TLS = false;

  /** Connections the pooled SMTP transport keeps open to the server. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  SMTP_POOL_CONNECTIONS = 8;

  /** Mail jobs one worker process sends at once. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  MAIL_CONCURRENCY = 64;

  /**
   * How long a worker's claim on an email holds. A worker that dies mid-send leaves its claims behind: after this
   * long another worker sends those emails. Longer than any one send takes, or a slow send could be duplicated.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  MAIL_CLAIM_LEASE_SECONDS = 120;

  /** First retry delay of a failed email; each further retry waits twice as long. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  MAIL_RETRY_DELAY_MS = 2000;

  /** Cron pattern (Europe/London) of the daily retention job. */
  @IsString()
  @MinLength(9)
  RETENTION_CRON = '30 3 * * *';

  /** Requests per client per minute on the public tracking endpoints (expansion tracking, page views). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  TRACKING_RATE_LIMIT_PER_MINUTE = 60;

  /**
   * Contact messages and consultation requests per client per hour (each one emails the team and the sender). Each
   * form has its own budget: someone refused by one form can still use the others.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  CONTACT_RATE_LIMIT_PER_HOUR = 20;

  /** Contact messages per email address per hour, from any client: one address cannot be flooded from many. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  CONTACT_EMAIL_RATE_LIMIT_PER_HOUR = 5;

  /** Waitlist joins per client per hour (each one sends a confirmation email). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WAITLIST_RATE_LIMIT_PER_HOUR = 20;

  /** Waitlist joins per email address per hour, from any client (a family may join for more than one district). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  WAITLIST_EMAIL_RATE_LIMIT_PER_HOUR = 5;

  /**
   * Finder submissions per client per hour: room for a family trying a few postcodes, conditions or urgencies for
   * more than one parent, while one client cannot fill the matching queue or the physiotherapists' capacity.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  FINDER_RATE_LIMIT_PER_HOUR = 10;

  /** Finder submissions that give this contact email, per hour, from any client. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  FINDER_EMAIL_RATE_LIMIT_PER_HOUR = 5;

  /** `off` lets every request through (benchmarks, load tests); refused in production. */
  @IsIn(['on', 'off'], { message: 'RATE_LIMITS must be on or off' })
  RATE_LIMITS: 'on' | 'off' = 'on';

  /**
   * The OpenAPI page and document (/api/docs, /api/docs/openapi.json). Unset: served except in production, where
   * they would only map the API for strangers.
   */
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'OPENAPI_DOCS must be on or off' })
  OPENAPI_DOCS?: 'on' | 'off' = undefined;

  /**
   * Operations dashboard sessions: ended after this long without a request (ASVS 7.3.1). The small minimum lets
   * the integration tests watch a session expire.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86400)
  OPS_SESSION_IDLE_SECONDS = 1800;

  /** Operations dashboard sessions: ended this long after sign-in, however busy (ASVS 7.3.2). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(7 * 86400)
  OPS_SESSION_ABSOLUTE_SECONDS = 43200;
}

/** Whether the API serves its OpenAPI page: OPENAPI_DOCS when set, otherwise everywhere but production. */
export function openApiDocsEnabled(env: Pick<Env, 'NODE_ENV' | 'OPENAPI_DOCS'>): boolean {
  return env.OPENAPI_DOCS ? env.OPENAPI_DOCS === 'on' : env.NODE_ENV !== 'production';
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError that names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Every setting has an initialiser (optional ones `= undefined`), so an instance lists them all.
  const known = Object.keys(new Env());
  const given: Record<string, string> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value !== '') given[key] = value;
  }
  const env = plainToInstance(Env, given, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false });
  if (errors.length > 0) {
    // One line per variable, naming it and the rule (secrets are never among the values echoed: see productionProblems).
    const lines = errors.map((error) => {
      const rules = Object.values(error.constraints ?? {}).join('; ');
      return `Invalid configuration: ${error.property}=${JSON.stringify(source[error.property] ?? '')}: ${rules}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const productionErrors = env.NODE_ENV === 'production' ? productionProblems(env) : [];
  if (productionErrors.length > 0) {
    throw new ConfigError(productionErrors.map((line) => `Invalid configuration: ${line.trim()}`).join('\n'));
  }
  return env;
}

/**
 * loadEnv for a process's entry points (and the ORM config, read when it is imported): a bad variable prints its
 * line(s) and exits with EX_CONFIG, never a stack trace.
 */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Settings that are fine while developing or testing but never acceptable in production. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  // The value is never printed: only why it was refused.
  const secretProblem = signingSecretProblem(env.LINK_SIGNING_SECRET);
  if (secretProblem) problems.push(`  LINK_SIGNING_SECRET: ${secretProblem}`);
  if (env.RATE_LIMITS === 'off') {
    problems.push('  RATE_LIMITS="off": rate limits cannot be switched off in production');
  }
  return problems;
}
