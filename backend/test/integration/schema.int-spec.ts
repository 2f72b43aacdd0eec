import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { TEST_OWNER_DATABASE_URL, testEnv } from '../support/env.js';

const BACKEND = join(__dirname, '..', '..');

interface MigrationDiff {
  /** What `migration:create` decides on: true means it would write a migration. */
  needed: boolean;
  /** The statements such a migration would hold. */
  up: string;
}

/**
 * Asks MikroORM, as `npx mikro-orm migration:create` does, what a new migration would hold: in a child process that
 * loads the CLI's own configuration (dist/infra/database/migrations.config.js, so the compiled entities under dist/)
 * against the test database, which the global setup migrated with the committed migrations. Reads only: nothing is
 * run against the database.
 */
function diffAgainstMigratedDatabase(): MigrationDiff {
  const script = `
    import { MikroORM } from '@mikro-orm/postgresql';
    const { default: config } = await import(${JSON.stringify(join(BACKEND, 'dist', 'infra', 'database', 'migrations.config.js'))});
    const orm = await MikroORM.init(config);
    try {
      // migration:create writes a file only when this is true (Migrator.createMigration and checkMigrationNeeded
      // share its diff), and the file holds the SQL below: the same call with the migrator's options.
      const needed = await orm.getMigrator().checkMigrationNeeded();
      const { safe, dropTables } = orm.config.get('migrations');
      const { up } = await orm.getSchemaGenerator().getUpdateSchemaMigrationSQL({ wrap: false, safe, dropTables });
      process.stdout.write(JSON.stringify({ needed, up }));
    } finally {
      await orm.close(true);
    }`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: BACKEND,
    // As the owner role, which runs migration:create: PostgreSQL shows a table's checks only to its owner, so the
    // runtime role would see none and every check would look missing.
    env: { PATH: process.env.PATH ?? '', ...testEnv({ DATABASE_URL: TEST_OWNER_DATABASE_URL }) },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`Reading the schema diff failed:\n${out.stderr}`);
  return JSON.parse(out.stdout) as MigrationDiff;
}

/** The entities declare the schema the committed migrations create, so a generated migration holds nothing. */
describe('the schema is declared once', () => {
  it('migration:create on a migrated database finds nothing to do', () => {
    const { needed, up } = diffAgainstMigratedDatabase();

    // On failure, Jest shows the statements a developer would have had to trim from a generated migration.
    expect(up.trim()).toBe('');
    expect(needed).toBe(false);
  });
});
