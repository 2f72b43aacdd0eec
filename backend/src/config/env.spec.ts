import { randomBytes } from 'node:crypto';
import { ConfigError, dashboardBaseUrl, loadEnv, openApiDocsEnabled, opsOrigin, privateHops } from './env.js';

/** Every hop encrypted, as production requires. */
const ENCRYPTED = {
  DATABASE_URL: 'postgres://physio_app@db.internal:5432/physio?sslmode=verify-full',
  REDIS_URL: 'rediss://redis.internal:6380',
  SMTP_REQUIRE_TLS: 'true',
  OPS_ORIGIN: 'https://ops.example.org',
};

describe('loadEnv', () => {
  it('gives every setting its default when nothing is set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/physio');
    expect(env.SMTP_SECURE).toBe(false);
    expect(env.PUBLIC_WEB_DIR).toBeUndefined();
  });

  it('reads optional settings and converts numbers and booleans', () => {
    const env = loadEnv({ PUBLIC_WEB_DIR: 'site', SMTP_USER: 'mailer', PORT: '8080', SMTP_SECURE: 'true' });
    expect(env).toMatchObject({ PUBLIC_WEB_DIR: 'site', SMTP_USER: 'mailer', PORT: 8080, SMTP_SECURE: true });
  });

  it('says what is wrong in one line per variable, naming it (no stack trace reaches the operator)', () => {
    expect(() => loadEnv({ DB_POOL_MAX: 'abc', PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadEnv({ DB_POOL_MAX: 'abc', PORT: 'eighty' });
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines.every((line) => line.startsWith('Invalid configuration: '))).toBe(true);
      expect(lines.find((line) => line.includes('DB_POOL_MAX="abc"'))).toBeTruthy();
      expect(lines.find((line) => line.includes('PORT="eighty"'))).toBeTruthy();
    }
  });

  it('names each malformed variable and its rule', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', TEAM_INBOX: 'not-an-email' })).toThrow(
      ConfigError,
    );
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT="eighty"/);
      expect((error as Error).message).toMatch(
        /DATABASE_URL="mysql:\/\/x\/y": DATABASE_URL must be a postgres:\/\/ URL/,
      );
    }
  });

  it('keeps the worker niceness within what the operating system accepts', () => {
    expect(loadEnv({}).WORKER_NICENESS).toBe(10);
    expect(loadEnv({ WORKER_NICENESS: '0' }).WORKER_NICENESS).toBe(0);
    expect(() => loadEnv({ WORKER_NICENESS: '20' })).toThrow(/WORKER_NICENESS="20"/);
  });

  it('gives the worker a small database pool of its own, never fewer than 2 connections', () => {
    expect(loadEnv({}).WORKER_DB_POOL_MAX).toBe(2);
    expect(loadEnv({ WORKER_DB_POOL_MAX: '6' }).WORKER_DB_POOL_MAX).toBe(6);
    expect(() => loadEnv({ WORKER_DB_POOL_MAX: '1' })).toThrow(/WORKER_DB_POOL_MAX="1"/);
  });

  it('refuses to start in production without a random LINK_SIGNING_SECRET, naming it but never printing it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/LINK_SIGNING_SECRET: looks like a placeholder/);
    const placeholder = 'replace-with-a-long-random-secret';
    expect(() => loadEnv({ NODE_ENV: 'production', LINK_SIGNING_SECRET: placeholder })).toThrow(ConfigError);
    const short = 'a-long-random-production-value';
    expect(() => loadEnv({ NODE_ENV: 'production', LINK_SIGNING_SECRET: short })).toThrow(
      /LINK_SIGNING_SECRET: must be at least 32 random bytes/,
    );
    try {
      loadEnv({ NODE_ENV: 'production', LINK_SIGNING_SECRET: short });
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    const random = randomBytes(32).toString('base64url');
    const key = randomBytes(32).toString('hex');
    expect(
      loadEnv({ ...ENCRYPTED, NODE_ENV: 'production', LINK_SIGNING_SECRET: random, TOTP_ENCRYPTION_KEY: key })
        .LINK_SIGNING_SECRET,
    ).toBe(random);
    // Development and tests keep working with the default.
    expect(loadEnv({ NODE_ENV: 'test' }).LINK_SIGNING_SECRET).toBe('development-only-link-signing-secret');
  });

  it('refuses to start in production without a TOTP_ENCRYPTION_KEY of 32 bytes, never printing it', () => {
    const production = {
      ...ENCRYPTED,
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    };
    expect(() => loadEnv(production)).toThrow(/TOTP_ENCRYPTION_KEY: required in production/);
    const short = randomBytes(16).toString('hex');
    expect(() => loadEnv({ ...production, TOTP_ENCRYPTION_KEY: short })).toThrow(/TOTP_ENCRYPTION_KEY: must be 64 hex/);
    expect(() => loadEnv({ TOTP_ENCRYPTION_KEY: short })).toThrow(/TOTP_ENCRYPTION_KEY: must be 64 hex/);
    try {
      loadEnv({ TOTP_ENCRYPTION_KEY: short });
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    const key = randomBytes(32).toString('hex');
    expect(loadEnv({ ...production, TOTP_ENCRYPTION_KEY: key }).TOTP_ENCRYPTION_KEY).toBe(key);
    expect(loadEnv({ NODE_ENV: 'test' }).TOTP_ENCRYPTION_KEY).toBeUndefined();
  });

  it("needs the dashboard's https origin (OPS_ORIGIN) in production; elsewhere it defaults to PUBLIC_BASE_URL", () => {
    const production = {
      ...ENCRYPTED,
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    expect(opsOrigin(loadEnv(production))).toBe('https://ops.example.org');
    expect(() => loadEnv({ ...production, OPS_ORIGIN: undefined })).toThrow(/OPS_ORIGIN: required in production/);
    expect(() => loadEnv({ ...production, OPS_ORIGIN: 'http://ops.example.org' })).toThrow(
      /OPS_ORIGIN: must be an https:\/\/ origin in production/,
    );
    // docker compose runs production on this machine: a browser offers passkeys to http://localhost too.
    expect(loadEnv({ ...production, OPS_ORIGIN: 'http://localhost:3000' }).OPS_ORIGIN).toBe('http://localhost:3000');
    expect(() => loadEnv({ OPS_ORIGIN: 'https://ops.example.org/ops/' })).toThrow(/OPS_ORIGIN must be an origin/);
    expect(opsOrigin(loadEnv({ PUBLIC_BASE_URL: 'http://localhost:3100' }))).toBe('http://localhost:3100');
    expect(opsOrigin(loadEnv({ OPS_ORIGIN: 'http://localhost:5174' }))).toBe('http://localhost:5174');
  });

  it('puts the dashboard on a host of its own only when told to, and only on another host than the public site', () => {
    expect(loadEnv({}).OPS_OWN_HOST).toBeUndefined();
    const own = { PUBLIC_BASE_URL: 'https://www.example.org', OPS_ORIGIN: 'https://ops.example.org' };
    expect(loadEnv({ ...own, OPS_OWN_HOST: 'on' }).OPS_OWN_HOST).toBe('on');
    expect(() => loadEnv({ ...own, OPS_OWN_HOST: 'yes' })).toThrow(
      /OPS_OWN_HOST="yes": OPS_OWN_HOST must be on or off/,
    );
    expect(() => loadEnv({ OPS_OWN_HOST: 'on' })).toThrow(/OPS_OWN_HOST: on needs OPS_ORIGIN/);
    expect(() => loadEnv({ ...own, OPS_ORIGIN: 'https://www.example.org', OPS_OWN_HOST: 'on' })).toThrow(
      /OPS_OWN_HOST: on needs OPS_ORIGIN on another host than PUBLIC_BASE_URL's/,
    );
    // Coordinators' emails link to the dashboard where it answers.
    expect(dashboardBaseUrl(loadEnv({ ...own, OPS_OWN_HOST: 'on' }))).toBe('https://ops.example.org');
    expect(dashboardBaseUrl(loadEnv(own))).toBe('https://www.example.org');
  });

  it('trusts no proxy unless told which, and names a bad TRUST_PROXY', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('');
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true": TRUST_PROXY=true would take/);
    expect(() => loadEnv({ TRUST_PROXY: 'lb.internal' })).toThrow(/TRUST_PROXY="lb.internal"/);
  });

  it('gives each form its own rate limits, per client and per email address', () => {
    expect(loadEnv({})).toMatchObject({
      CONTACT_RATE_LIMIT_PER_HOUR: 20,
      CONTACT_EMAIL_RATE_LIMIT_PER_HOUR: 5,
      WAITLIST_RATE_LIMIT_PER_HOUR: 20,
      WAITLIST_EMAIL_RATE_LIMIT_PER_HOUR: 5,
      FINDER_RATE_LIMIT_PER_HOUR: 10,
      FINDER_EMAIL_RATE_LIMIT_PER_HOUR: 5,
      RATE_LIMITS: 'on',
    });
    expect(() => loadEnv({ FINDER_RATE_LIMIT_PER_HOUR: '0' })).toThrow(/FINDER_RATE_LIMIT_PER_HOUR="0"/);
    expect(() => loadEnv({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS="no": RATE_LIMITS must be on or off/);
  });

  it('lets rate limits be switched off for benchmarks, but never in production', () => {
    expect(loadEnv({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
    expect(loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
    const production = {
      ...ENCRYPTED,
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    expect(() => loadEnv({ ...production, RATE_LIMITS: 'off' })).toThrow(ConfigError);
    expect(() => loadEnv({ ...production, RATE_LIMITS: 'off' })).toThrow(/RATE_LIMITS="off"/);
    expect(loadEnv({ ...production, RATE_LIMITS: 'on' }).RATE_LIMITS).toBe('on');
  });

  it('names every production problem at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(
      /LINK_SIGNING_SECRET: looks like a placeholder.*\nInvalid configuration: TOTP_ENCRYPTION_KEY: required.*\nInvalid configuration: OPS_ORIGIN: required.*\nInvalid configuration: RATE_LIMITS="off"/,
    );
  });

  it('serves the OpenAPI page except in production, unless OPENAPI_DOCS says otherwise', () => {
    const production = {
      ...ENCRYPTED,
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    expect(openApiDocsEnabled(loadEnv({}))).toBe(true);
    expect(openApiDocsEnabled(loadEnv({ OPENAPI_DOCS: 'off' }))).toBe(false);
    expect(openApiDocsEnabled(loadEnv(production))).toBe(false);
    expect(openApiDocsEnabled(loadEnv({ ...production, OPENAPI_DOCS: 'on' }))).toBe(true);
    expect(() => loadEnv({ OPENAPI_DOCS: 'yes' })).toThrow(/OPENAPI_DOCS="yes": OPENAPI_DOCS must be on or off/);
  });

  describe("in production, every hop that carries people's details is encrypted or named private", () => {
    const production = {
      ...ENCRYPTED,
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const problems = (overrides: Record<string, string | undefined>) => {
      try {
        loadEnv({ ...production, ...overrides });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message.split('\n');
      }
    };

    it('starts when mail, Redis and PostgreSQL are all encrypted and verified', () => {
      expect(problems({})).toEqual([]);
      expect(problems({ SMTP_REQUIRE_TLS: undefined, SMTP_SECURE: 'true', SMTP_PORT: '465' })).toEqual([]);
    });

    it('refuses plain SMTP, redis:// and a database URL without sslmode=verify-full, one line each', () => {
      const lines = problems({
        SMTP_REQUIRE_TLS: undefined,
        REDIS_URL: 'redis://redis.internal:6379',
        DATABASE_URL: 'postgres://physio_app@db.internal:5432/physio?sslmode=require',
      });
      expect(lines).toHaveLength(3);
      expect(lines.every((line) => line.startsWith('Invalid configuration: '))).toBe(true);
      expect(lines[0]).toMatch(/SMTP_SECURE \/ SMTP_REQUIRE_TLS: mail must use implicit TLS/);
      expect(lines[1]).toMatch(/REDIS_URL: must be a rediss:\/\/ \(TLS\) URL/);
      expect(lines[2]).toMatch(/DATABASE_URL: must say sslmode=verify-full/);
      expect(problems({ DATABASE_MIGRATION_URL: 'postgres://physio_owner@db.internal:5432/physio' })).toEqual([
        expect.stringMatching(/DATABASE_MIGRATION_URL: must say sslmode=verify-full/),
      ]);
    });

    it('lets INSECURE_PRIVATE_HOPS name a hop as private, and refuses anything else in it', () => {
      const plain = {
        SMTP_REQUIRE_TLS: undefined,
        REDIS_URL: 'redis://redis:6379',
        DATABASE_URL: 'postgres://a@db/physio',
      };
      expect(problems({ ...plain, INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp' })).toEqual([]);
      expect(problems({ ...plain, INSECURE_PRIVATE_HOPS: 'redis' })).toHaveLength(2);
      expect(privateHops(loadEnv({ INSECURE_PRIVATE_HOPS: 'smtp,redis' }))).toEqual(['smtp', 'redis']);
      expect(() => loadEnv({ INSECURE_PRIVATE_HOPS: 'redis, mail' })).toThrow(
        /INSECURE_PRIVATE_HOPS="redis, mail": INSECURE_PRIVATE_HOPS must list some of redis, postgres, smtp/,
      );
    });

    it('asks nothing of development and tests', () => {
      expect(loadEnv({ NODE_ENV: 'test' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    });
  });

  it('never echoes the password of a malformed URL', () => {
    expect(() => loadEnv({ DATABASE_MIGRATION_URL: 'mysql://owner:s3cr3t@db/physio' })).toThrow(
      /DATABASE_MIGRATION_URL="mysql:\/\/owner:\*\*\*@db\/physio"/,
    );
    try {
      loadEnv({ DATABASE_MIGRATION_URL: 'mysql://owner:s3cr3t@db/physio' });
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cr3t');
    }
  });

  it('keeps audit rows six years by default, and never less than a year', () => {
    expect(loadEnv({}).AUDIT_RETENTION_DAYS).toBe(2192);
    expect(() => loadEnv({ AUDIT_RETENTION_DAYS: '30' })).toThrow(/AUDIT_RETENTION_DAYS="30"/);
  });

  it('lets an ops enrolment link work 72 hours by default, between an hour and 30 days', () => {
    expect(loadEnv({}).OPS_ENROLMENT_LINK_HOURS).toBe(72);
    expect(loadEnv({ OPS_ENROLMENT_LINK_HOURS: '24' }).OPS_ENROLMENT_LINK_HOURS).toBe(24);
    expect(() => loadEnv({ OPS_ENROLMENT_LINK_HOURS: '0' })).toThrow(/OPS_ENROLMENT_LINK_HOURS="0".*at least 1/);
    expect(() => loadEnv({ OPS_ENROLMENT_LINK_HOURS: '1000' })).toThrow(/OPS_ENROLMENT_LINK_HOURS="1000"/);
    expect(() => loadEnv({ OPS_ENROLMENT_LINK_HOURS: '1.5' })).toThrow(/OPS_ENROLMENT_LINK_HOURS="1.5"/);
  });
});
