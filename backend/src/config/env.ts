import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
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

const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

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

  /**
   * Prometheus' endpoint (`GET /metrics`) of this process, on a listener of its own: unset, none. Each API and worker
   * copy on one host needs its own port. Never the public PORT: the figures are for the people who run the service.
   * 0 lets the system choose one (tests), named in the log.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number = undefined;

  /** Where the metrics listener binds: loopback unless the monitoring system scrapes from another host. */
  @IsString()
  METRICS_HOST = '127.0.0.1';

  /** Origin families use; links in emails and canonical URLs are built from it. */
  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'PUBLIC_BASE_URL must be an origin such as http://localhost:3000 (no path, no trailing slash)',
  })
  PUBLIC_BASE_URL = 'http://localhost:3000';

  /**
   * Origin of the operations dashboard (`/ops/`), e.g. https://ops.homephysiofinder.co.uk: passkeys are bound to it
   * (the WebAuthn origin, and its host name the relying party id). Required in production; elsewhere unset means
   * PUBLIC_BASE_URL (the dashboard on the same host). A passkey needs a host name, never an IP address.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+$/, {
    message: 'OPS_ORIGIN must be an origin such as https://ops.example.org (no path, no trailing slash)',
  })
  OPS_ORIGIN?: string = undefined;

  /**
   * on: the dashboard (`/ops/`) and its API (`/api/ops/`) answer only on OPS_ORIGIN's host, and that host serves
   * nothing else (a script on the public site can then neither read a coordinator's CSRF token nor call the ops API
   * with their cookie, and the dashboard's origin runs no page of the public site). Needs OPS_ORIGIN on a host of
   * its own. Unset or off: one host serves both (npm start, the tests).
   */
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'OPS_OWN_HOST must be on or off' })
  OPS_OWN_HOST?: 'on' | 'off' = undefined;

  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'DATABASE_URL must be a postgres:// URL that names a database' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/physio';

  /**
   * The role that owns the schema and runs the migrations (prepare-database only; the API and the workers never
   * use it). Unset: DATABASE_URL's role does both, and the application could alter its own audit trail, so
   * production refuses that (database-roles.ts).
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, {
    message: 'DATABASE_MIGRATION_URL must be a postgres:// URL that names a database',
  })
  DATABASE_MIGRATION_URL?: string = undefined;

  /**
   * prepare-database only, and only where it should create the roles and the database: a superuser's (or a
   * CREATEROLE and CREATEDB role's) connection. The scripts set it for the local PostgreSQL; production leaves it
   * unset (the operator creates the roles once, infra/README.md).
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, {
    message: 'DATABASE_ADMIN_URL must be a postgres:// URL that names a database',
  })
  DATABASE_ADMIN_URL?: string = undefined;

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

  /**
   * Traces (infra/tracing/README.md): a collector's OTLP/HTTP endpoint, e.g. http://127.0.0.1:4318 (spans go to its
   * /v1/traces), or the full traces URL in OTEL_EXPORTER_OTLP_TRACES_ENDPOINT. Both unset: no tracing, and nothing of
   * it is even loaded. The SDK reads the other standard OTEL_* variables itself (headers, timeout, sampler, resource).
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+/, { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL' })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string = undefined;

  @IsOptional()
  @Matches(/^https?:\/\/[^/]+/, { message: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http:// or https:// URL' })
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string = undefined;

  /** How spans are encoded over HTTP: http/protobuf (the standard's default) or http/json. gRPC is not supported. */
  @IsOptional()
  @IsIn(OTLP_PROTOCOLS, { message: 'OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json' })
  OTEL_EXPORTER_OTLP_PROTOCOL?: OtlpProtocol = undefined;

  @IsOptional()
  @IsIn(OTLP_PROTOCOLS, { message: 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL must be http/protobuf or http/json' })
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?: OtlpProtocol = undefined;

  /** The standard switch: true turns tracing off whatever the endpoints say. */
  @Transform(toBoolean)
  @IsBoolean()
  OTEL_SDK_DISABLED = false;

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
   * How often the relay asks Redis about the jobs it handed on longer ago than this (milliseconds): a job Redis no
   * longer has is handed on again from the outbox (outbox-relay.ts). The longest a lost job waits to be rebuilt.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  OUTBOX_RECHECK_INTERVAL_MS = 30_000;

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

  /** Hours a physiotherapist has to accept or decline an urgent referral before it goes to someone else. */
  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_REPLY_HOURS_URGENT = 4;

  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_REPLY_HOURS_SOON = 24;

  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_REPLY_HOURS_FLEXIBLE = 48;

  /** Hours from acceptance within which the physiotherapist should first contact the family, by urgency. */
  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_CONTACT_HOURS_URGENT = 24;

  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_CONTACT_HOURS_SOON = 48;

  @Type(() => Number)
  @IsNumber()
  @Min(0.01)
  @Max(720)
  REFERRAL_CONTACT_HOURS_FLEXIBLE = 72;

  /** How often a worker looks for referral offers past their reply deadline (every copy looks; SKIP LOCKED). */
  @Type(() => Number)
  @IsInt()
  @Min(50)
  @Max(3600000)
  REFERRAL_DEADLINE_CHECK_INTERVAL_MS = 15000;

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

  /**
   * The AES-256-GCM key that encrypts ops accounts' TOTP secrets at rest: 32 random bytes as 64 hex characters
   * (`openssl rand -hex 32`). Required in production; elsewhere, unset means a key derived from LINK_SIGNING_SECRET.
   */
  @IsOptional()
  @IsString()
  TOTP_ENCRYPTION_KEY?: string = undefined; // its form is checked in keyProblems(), which never echoes it

  /** STARTTLS: refuse to send unless the SMTP server upgrades the connection (use with SMTP_SECURE=false on 587). */
  @Transform(toBoolean)
  @IsBoolean()
  SMTP_REQUIRE_TLS = false;

  /**
   * A folder where the worker keeps the HTML its email templates compile to, named by a hash of their MJML (and
   * MJML's version): a start whose templates are unchanged reads it instead of running MJML (about 0.8 s of CPU).
   * Unset (the default): every start compiles.
   */
  @IsOptional()
  @IsString()
  @MinLength(1)
  MAIL_TEMPLATE_CACHE_DIR?: string = undefined;

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
   * long another worker sends those emails. A live worker renews its claims every third of a lease, so this needs only
   * to outlast its longest pause (a stalled event loop), not a whole batch.
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

  /**
   * Days the audit trail (who viewed or changed a family's or a physiotherapist's details) is kept; the daily
   * retention job purges older rows. Six years: a complaint or a claim about how someone's health details were
   * handled can come up to six years later (Limitation Act 1980), and the trail must outlast the records it is about
   * (the longest kept, finder requests, 3 years). Applied by prepare-database to the purge function, so that the
   * application cannot shorten it; at least 365.
   */
  @Type(() => Number)
  @IsInt()
  @Min(365)
  @Max(36500)
  AUDIT_RETENTION_DAYS = 2192;

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

  /**
   * Hours an ops account's one-time enrolment link works (an administrator issues it; the person chooses a password
   * and sets up their authenticator app through it). Issuing a new link ends the earlier one at once.
   */
  @Type(() => Number)
  @IsInt({ message: 'OPS_ENROLMENT_LINK_HOURS must be a whole number of hours' })
  @Min(1, { message: 'OPS_ENROLMENT_LINK_HOURS must be at least 1' })
  @Max(720, { message: 'OPS_ENROLMENT_LINK_HOURS must be at most 720 (30 days)' })
  OPS_ENROLMENT_LINK_HOURS = 72;

  /**
   * Connections that may be unencrypted in production because they never leave a private network: any of `redis`,
   * `postgres`, `smtp`, comma-separated. Otherwise production refuses to start unless mail uses implicit TLS or
   * required STARTTLS, REDIS_URL is rediss:// and the database URLs say sslmode=verify-full. Logged at start.
   */
  @Matches(/^$|^(redis|postgres|smtp)(,(redis|postgres|smtp))*$/, {
    message: 'INSECURE_PRIVATE_HOPS must list some of redis, postgres, smtp, comma-separated',
  })
  INSECURE_PRIVATE_HOPS = '';

  /** Operations dashboard sessions: ended this long after sign-in, however busy (ASVS 7.3.2). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(7 * 86400)
  OPS_SESSION_ABSOLUTE_SECONDS = 43200;
}

/** The dashboard's origin: OPS_ORIGIN, or PUBLIC_BASE_URL outside production when it is unset. */
export function opsOrigin(env: Pick<Env, 'OPS_ORIGIN' | 'PUBLIC_BASE_URL'>): string {
  return env.OPS_ORIGIN ?? env.PUBLIC_BASE_URL;
}

/** Where links to the dashboard (in coordinators' emails) point: its own host with OPS_OWN_HOST, else the public one. */
export function dashboardBaseUrl(env: Pick<Env, 'OPS_OWN_HOST' | 'OPS_ORIGIN' | 'PUBLIC_BASE_URL'>): string {
  return env.OPS_OWN_HOST === 'on' && env.OPS_ORIGIN ? env.OPS_ORIGIN : env.PUBLIC_BASE_URL;
}

/** Whether the API serves its OpenAPI page: OPENAPI_DOCS when set, otherwise everywhere but production. */
export function openApiDocsEnabled(env: Pick<Env, 'NODE_ENV' | 'OPENAPI_DOCS'>): boolean {
  return env.OPENAPI_DOCS ? env.OPENAPI_DOCS === 'on' : env.NODE_ENV !== 'production';
}

export class ConfigError extends Error {}

/** A URL's password is never echoed (database and Redis URLs may carry one). */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

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
      const value = withoutPassword(source[error.property] ?? '');
      return `Invalid configuration: ${error.property}=${JSON.stringify(value)}: ${rules}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const productionErrors = [
    ...keyProblems(env),
    ...opsHostProblems(env),
    ...(env.NODE_ENV === 'production' ? productionProblems(env) : []),
  ];
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

/** OPS_OWN_HOST needs the dashboard on a host other than the public site's, checked in every environment. */
function opsHostProblems(env: Env): string[] {
  if (env.OPS_OWN_HOST !== 'on') return [];
  if (!env.OPS_ORIGIN) return ['  OPS_OWN_HOST: on needs OPS_ORIGIN, the host the dashboard answers on'];
  if (new URL(env.OPS_ORIGIN).host === new URL(env.PUBLIC_BASE_URL).host) {
    return ["  OPS_OWN_HOST: on needs OPS_ORIGIN on another host than PUBLIC_BASE_URL's"];
  }
  return [];
}

/** Keys whose value must never appear in a message, checked in every environment. */
function keyProblems(env: Env): string[] {
  if (env.TOTP_ENCRYPTION_KEY === undefined || /^[0-9a-fA-F]{64}$/.test(env.TOTP_ENCRYPTION_KEY)) return [];
  return ['  TOTP_ENCRYPTION_KEY: must be 64 hex characters (32 bytes), e.g. openssl rand -hex 32'];
}

/** Settings that are fine while developing or testing but never acceptable in production. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  // The value is never printed: only why it was refused.
  const secretProblem = signingSecretProblem(env.LINK_SIGNING_SECRET);
  if (secretProblem) problems.push(`  LINK_SIGNING_SECRET: ${secretProblem}`);
  if (!env.TOTP_ENCRYPTION_KEY) {
    problems.push('  TOTP_ENCRYPTION_KEY: required in production (64 hex characters: openssl rand -hex 32)');
  }
  if (!env.OPS_ORIGIN) {
    problems.push(
      "  OPS_ORIGIN: required in production (the dashboard's https:// origin, which passkeys are bound to)",
    );
  } else if (!/^(https:\/\/|http:\/\/localhost(:\d+)?$)/.test(env.OPS_ORIGIN)) {
    // A browser offers passkeys only to a secure context: https, or http on this machine (docker compose).
    problems.push('  OPS_ORIGIN: must be an https:// origin in production (or http://localhost)');
  }
  if (env.RATE_LIMITS === 'off') {
    problems.push('  RATE_LIMITS="off": rate limits cannot be switched off in production');
  }
  problems.push(...unencryptedHops(env));
  return problems;
}

export type Hop = 'redis' | 'postgres' | 'smtp';

/** The hops INSECURE_PRIVATE_HOPS names as private (allowed unencrypted). */
export function privateHops(env: Pick<Env, 'INSECURE_PRIVATE_HOPS'>): Hop[] {
  return env.INSECURE_PRIVATE_HOPS ? (env.INSECURE_PRIVATE_HOPS.split(',') as Hop[]) : [];
}

/** Production: every connection that carries people's details is encrypted and its server verified, or named private. */
function unencryptedHops(env: Env): string[] {
  const allowed = new Set(privateHops(env));
  const problems: string[] = [];
  if (!allowed.has('smtp') && !env.SMTP_SECURE && !env.SMTP_REQUIRE_TLS) {
    problems.push(
      '  SMTP_SECURE / SMTP_REQUIRE_TLS: mail must use implicit TLS (SMTP_SECURE=true) or required STARTTLS ' +
        '(SMTP_REQUIRE_TLS=true) in production, or INSECURE_PRIVATE_HOPS must name smtp',
    );
  }
  if (!allowed.has('redis') && !env.REDIS_URL.startsWith('rediss://')) {
    problems.push('  REDIS_URL: must be a rediss:// (TLS) URL in production, or INSECURE_PRIVATE_HOPS must name redis');
  }
  if (!allowed.has('postgres')) {
    for (const name of ['DATABASE_URL', 'DATABASE_MIGRATION_URL'] as const) {
      const url = env[name];
      if (url && new URL(url).searchParams.get('sslmode') !== 'verify-full') {
        problems.push(
          `  ${name}: must say sslmode=verify-full in production (TLS, server certificate and name checked), ` +
            'or INSECURE_PRIVATE_HOPS must name postgres',
        );
      }
    }
  }
  return problems;
}
