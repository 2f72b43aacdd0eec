import { randomBytes } from 'node:crypto';
import { ConfigError, loadEnv, openApiDocsEnabled } from './env.js';

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
    expect(loadEnv({ NODE_ENV: 'production', LINK_SIGNING_SECRET: random }).LINK_SIGNING_SECRET).toBe(random);
    // Development and tests keep working with the default.
    expect(loadEnv({ NODE_ENV: 'test' }).LINK_SIGNING_SECRET).toBe('development-only-link-signing-secret');
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
    const production = { NODE_ENV: 'production', LINK_SIGNING_SECRET: randomBytes(32).toString('base64url') };
    expect(() => loadEnv({ ...production, RATE_LIMITS: 'off' })).toThrow(ConfigError);
    expect(() => loadEnv({ ...production, RATE_LIMITS: 'off' })).toThrow(/RATE_LIMITS="off"/);
    expect(loadEnv({ ...production, RATE_LIMITS: 'on' }).RATE_LIMITS).toBe('on');
  });

  it('names every production problem at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(
      /LINK_SIGNING_SECRET: looks like a placeholder.*\nInvalid configuration: RATE_LIMITS="off"/,
    );
  });

  it('serves the OpenAPI page except in production, unless OPENAPI_DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', LINK_SIGNING_SECRET: randomBytes(32).toString('base64url') };
    expect(openApiDocsEnabled(loadEnv({}))).toBe(true);
    expect(openApiDocsEnabled(loadEnv({ OPENAPI_DOCS: 'off' }))).toBe(false);
    expect(openApiDocsEnabled(loadEnv(production))).toBe(false);
    expect(openApiDocsEnabled(loadEnv({ ...production, OPENAPI_DOCS: 'on' }))).toBe(true);
    expect(() => loadEnv({ OPENAPI_DOCS: 'yes' })).toThrow(/OPENAPI_DOCS="yes": OPENAPI_DOCS must be on or off/);
  });
});
