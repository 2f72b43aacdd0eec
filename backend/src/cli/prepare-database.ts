import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { envOrExit } from '../bootstrap.js';
import { buildOrmConfig } from '../infra/database/mikro-orm.config.js';
import { seedDemoDemand } from '../seeders/demo-demand.seeder.js';
import { seedReferenceData } from '../seeders/reference-data.seeder.js';

/**
 * Creates the database if it does not exist, applies every committed migration, then seeds the
 * reference data (postcode districts, coverage, physiotherapists) idempotently.
 * Usage: node dist/cli/prepare-database.js [--no-seed] [--demo]
 * --demo (what `npm start` passes outside production): a year of made-up out-of-area demand on an empty demand
 * table, so that the dashboard's Demand page has figures to show.
 */
async function main(): Promise<void> {
  const env = envOrExit();
  await createDatabaseIfMissing(env.DATABASE_URL);
  const orm = await MikroORM.init(buildOrmConfig(env));
  try {
    const applied = await orm.getMigrator().up();
    process.stdout.write(
      `Migrations: ${applied.length} applied, database ${databaseName(env.DATABASE_URL)} is up to date.\n`,
    );
    if (!process.argv.includes('--no-seed')) {
      const summary = await seedReferenceData(orm.em.fork());
      process.stdout.write(`Reference data: ${summary}\n`);
    }
    if (process.argv.includes('--demo')) {
      if (env.NODE_ENV === 'production') throw new Error('--demo is refused in production');
      process.stdout.write(`${await seedDemoDemand(orm.em.fork())}\n`);
    }
  } finally {
    await orm.close(true);
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      process.stdout.write(`Created database ${name}.\n`);
    }
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Database preparation failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
