import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { LOCAL_ROLES, urlAsRole } from '../../src/infra/database/database-roles.js';
import { TEST_DATABASE_URL } from '../support/env.js';

const PREPARE = join(__dirname, '../../dist/cli/prepare-database.js');

/**
 * `npm start`'s demo demand (`prepare-database --demo`): a fresh database gets a year of out-of-area figures for
 * the dashboard's Demand page, once, only where we do not cover, and never in production. Its own database, as a
 * fresh clone has.
 */
describe('demo demand for a local start', () => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_demo_${randomBytes(3).toString('hex')}`;
  let db: pg.Client;

  const prepare = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [PREPARE, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_ADMIN_URL: url.toString(),
        DATABASE_MIGRATION_URL: urlAsRole(url.toString(), LOCAL_ROLES.owner),
        DATABASE_URL: urlAsRole(url.toString(), LOCAL_ROLES.runtime),
        LOG_LEVEL: 'warn',
        ...env,
      },
      encoding: 'utf8',
    });

  afterAll(async () => {
    await db?.end();
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${decodeURIComponent(url.pathname.slice(1))}" with (force)`);
    await client.end();
  });

  it('is refused in production, and writes nothing', async () => {
    const refused = prepare(['--demo'], {
      NODE_ENV: 'production',
      LINK_SIGNING_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      OPS_ORIGIN: 'https://ops.example.org',
      INSECURE_PRIVATE_HOPS: 'postgres,redis,smtp',
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('--demo is refused in production');
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from demand_daily');
    expect(rows[0].n).toBe(0);
  });

  it('fills a year of demand where we do not cover, once', async () => {
    const first = prepare(['--demo']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/demo demand: \d+ district-days/);
    const figures = async () =>
      (
        await db.query<{ rows: number; covered: number; days: number; monthly: number }>(
          `select count(*)::int as rows,
                  (count(*) filter (where p.covered))::int as covered,
                  (max(d.day) - min(d.day))::int as days,
                  (select count(*)::int from demand_district_monthly) as monthly
           from demand_daily d join postcode_district p using (district)`,
        )
      ).rows[0];
    const seeded = await figures();
    expect(seeded.rows).toBeGreaterThan(1000);
    expect(seeded.covered).toBe(0);
    expect(seeded.days).toBe(364);
    // The report's monthly totals follow, as for real demand.
    expect(seeded.monthly).toBeGreaterThan(0);

    const again = prepare(['--demo']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already has figures');
    expect(await figures()).toEqual(seeded);
  });
});
