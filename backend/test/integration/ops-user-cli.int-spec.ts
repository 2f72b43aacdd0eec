import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { generate } from 'otplib';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_REDIS_URL, testEnv } from '../support/env.js';
import { OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

const CLI = join(__dirname, '..', '..', 'dist', 'cli', 'ops-user.js');

/** `npm run ops:user -- add|reset … --totp`: the TOTP secret comes with ten recovery codes, printed once. */
describe('ops-user on the command line', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let redis: Redis;
  const env = testEnv({ TRUST_PROXY: '127.0.0.1' });
  const run = (args: string[], stdin: string) => {
    const result = spawnSync(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      input: `${stdin}\n`,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout;
  };
  const printed = (output: string) => ({
    secret: /TOTP secret[^:]*: ([A-Z2-7]+)/.exec(output)?.[1],
    codes: [...output.matchAll(/^ {2}([a-z0-9]{5}-[a-z0-9]{5})$/gm)].map((match) => match[1]),
  });
  const signInWith = async (username: string, password: string, code: string) => {
    const client = new OpsClient(api.url, `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
    const login = await client.post('/api/ops/auth/login', { username, password });
    expect(login.body.status).toBe('totp-required');
    return client.post('/api/ops/auth/totp', { challenge: login.body.challenge, code });
  };

  beforeAll(async () => {
    db = testDatabase();
    api = await startApi(env);
    redis = new Redis(TEST_REDIS_URL);
  });

  afterAll(async () => {
    await api?.stop();
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db?.close();
  });

  it('prints ten recovery codes with the secret of add --totp and reset --totp, each working once; a reset ends the old ones', async () => {
    const username = `cli.${Date.now().toString(36)}`;
    const password = 'a long command line passphrase 4';
    const added = printed(run(['add', username, '--role', 'coordinator', '--totp', '--password-stdin'], password));
    expect(added.secret).toBeDefined();
    expect(added.codes).toHaveLength(10);
    expect(new Set(added.codes).size).toBe(10);
    // Only keyed hashes are kept.
    const [row] = await db.query<{ recovery_codes: string[] }>(
      'select recovery_codes from ops_account where username = $1',
      [username],
    );
    expect(row.recovery_codes).toHaveLength(10);
    for (const code of added.codes) expect(row.recovery_codes.join(' ')).not.toContain(code);

    const first = await signInWith(username, password, added.codes[0]);
    expect(first.body.status).toBe('signed-in');
    expect((await signInWith(username, password, added.codes[0])).status).toBe(401);

    // The refused code counted against the username like a wrong password: forget it, as an admin's unlock would.
    await redis.del(
      `${env.QUEUE_PREFIX}:ops:throttle:username:${createHash('sha256').update(username).digest('base64url')}`,
    );
    const reset = printed(run(['reset', username, '--totp', '--password-stdin'], password));
    expect(reset.codes).toHaveLength(10);
    expect((await signInWith(username, password, added.codes[1])).status).toBe(401);
    await redis.del(
      `${env.QUEUE_PREFIX}:ops:throttle:username:${createHash('sha256').update(username).digest('base64url')}`,
    );
    expect((await signInWith(username, password, reset.codes[0])).body.status).toBe('signed-in');
    expect((await signInWith(username, password, await generate({ secret: reset.secret! }))).body.status).toBe(
      'signed-in',
    );
  });
});
