import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { testEnv } from '../support/env.js';
import { startApi } from '../support/processes.js';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/**
 * In production every connection that carries people's details is encrypted (mail with TLS, rediss://, PostgreSQL
 * with sslmode=verify-full), or an operator names it private in INSECURE_PRIVATE_HOPS, which the process says at start.
 */
describe('unencrypted connections in production', () => {
  const production = () =>
    testEnv({
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      OPS_ORIGIN: 'https://ops.example.org',
      SMTP_PASSWORD: 'smtp-secret-value',
    });

  it('stop the process at start with one line per hop, naming the variable and the rule, no stack trace', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', ...production() },
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(run.status).toBe(78);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration: SMTP_SECURE \/ SMTP_REQUIRE_TLS: mail must use implicit TLS/),
      expect.stringMatching(/^Invalid configuration: REDIS_URL: must be a rediss:\/\/ \(TLS\) URL in production/),
      expect.stringMatching(/^Invalid configuration: DATABASE_URL: must say sslmode=verify-full in production/),
    ]);
    expect(run.stderr).not.toContain('smtp-secret-value');
  });

  it('start when INSECURE_PRIVATE_HOPS names them, and say so in one line without an address or a secret', async () => {
    const env: Record<string, string> = { ...production(), INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp' };
    const api = await startApi(env);
    try {
      const lines = api
        .output()
        .split('\n')
        .filter((line) => line.includes('INSECURE_PRIVATE_HOPS'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        'Unencrypted connections allowed as private (INSECURE_PRIVATE_HOPS): redis, postgres, smtp',
      );
      for (const value of [
        env.DATABASE_URL,
        env.REDIS_URL,
        '127.0.0.1',
        'smtp-secret-value',
        env.LINK_SIGNING_SECRET,
      ]) {
        expect(lines[0]).not.toContain(value);
      }
    } finally {
      await api.stop();
    }
  });
});
