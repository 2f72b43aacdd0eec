import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { envOrExit } from '../bootstrap.js';
import { databaseOf, grantRuntimeRole, provisionDatabase, roleOf } from '../infra/database/database-roles.js';
import { auditPurgeFunctionSql } from '../modules/audit/audit-log.repository.js';
import { buildMigrationConfig } from '../infra/database/migrations.config.js';
import { seedDemoDemand } from '../seeders/demo-demand.seeder.js';
import { seedReferenceData } from '../seeders/reference-data.seeder.js';

/**
 * Prepares the database as its owner (DATABASE_MIGRATION_URL): applies every committed migration, grants the
 * runtime role (DATABASE_URL's, which the API and the workers use) what it needs, then seeds the reference data
 * (postcode districts, coverage, physiotherapists) idempotently. With DATABASE_ADMIN_URL it first creates the two
 * roles and the database if missing (database-roles.ts).
 * Usage: node dist/cli/prepare-database.js [--no-seed] [--demo]
 * --demo (what `npm start` passes outside production): a year of made-up out-of-area demand on an empty demand
 * table, so that the dashboard's Demand page has figures to show.
 */
async function main(): Promise<void> {
  const env = envOrExit();
  const ownerUrl = env.DATABASE_MIGRATION_URL ?? env.DATABASE_URL;
  const runtimeUrl = env.DATABASE_URL;
  const twoRoles = roleOf(ownerUrl) !== roleOf(runtimeUrl);
  if (databaseOf(ownerUrl) !== databaseOf(runtimeUrl)) {
    throw new Error('DATABASE_MIGRATION_URL and DATABASE_URL name different databases');
  }
  if (!twoRoles) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        "DATABASE_MIGRATION_URL must name a role other than DATABASE_URL's: the application must not own the audit log",
      );
    }
    process.stdout.write('One database role for the migrations and the application (set DATABASE_MIGRATION_URL).\n');
  }
  if (env.DATABASE_ADMIN_URL) {
    for (const line of await provisionDatabase(env.DATABASE_ADMIN_URL, ownerUrl, runtimeUrl)) {
      process.stdout.write(`Database: ${line}.\n`);
    }
  } else {
    await createDatabaseIfMissing(ownerUrl);
  }
  const orm = await MikroORM.init(buildMigrationConfig({ ...env, DATABASE_URL: ownerUrl }));
  try {
    const applied = await orm.getMigrator().up();
    process.stdout.write(`Migrations: ${applied.length} applied, database ${databaseOf(ownerUrl)} is up to date.\n`);
    await orm.em.getConnection().execute(auditPurgeFunctionSql(env.AUDIT_RETENTION_DAYS));
    if (twoRoles) await grantRuntimeRole(ownerUrl, runtimeUrl);
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

/** Without an administrator: the owner creates its database when it may (CREATEDB), as one role always did. */
async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = databaseOf(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
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
