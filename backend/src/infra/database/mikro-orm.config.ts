import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../config/env.js';
import { BoundPostgreSqlDriver } from './bound-postgresql.js';

// dist/infra/database -> backend/
const backendRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Entities are discovered by file name, not listed: a feature adds a table by adding `<name>.entity.ts` (one
 * entity class per file) in its own folder. The API, the worker and the MikroORM CLI (migration:create) all load
 * the compiled set under dist/; the sources (entitiesTs) only under Jest. The migrator is added where the schema
 * changes (migrations.config.ts), not here: the API and the worker would load its 300-odd modules at every start. The build empties dist/ first, so a
 * renamed or deleted entity leaves no stale copy to be discovered.
 */
const ENTITIES = join(backendRoot, 'dist', '**', '*.entity.js');
const ENTITIES_TS = join(backendRoot, 'src', '**', '*.entity.ts');

/**
 * `applicationName` names the process's connections in PostgreSQL (pg_stat_activity, and the server log with %a), so
 * an operator can tell the API's connections from the worker's.
 */
export function buildOrmConfig(
  env: Pick<Env, 'DATABASE_URL' | 'DB_POOL_MAX' | 'NODE_ENV'>,
  applicationName?: string,
): Options {
  return defineConfig({
    clientUrl: env.DATABASE_URL,
    // Values sent as bound parameters, never written into the statement (bound-postgresql.ts).
    driver: BoundPostgreSqlDriver,
    // pg reads the whole URL, so that its sslmode (verify-full in production) and the like apply: MikroORM keeps only
    // the host, port, user, password and database of clientUrl.
    driverOptions: {
      connection: {
        connectionString: env.DATABASE_URL,
        ...(applicationName ? { application_name: applicationName } : {}),
        // No JIT compilation: the planner's estimates for the reports' joins are far above what they read, which
        // crossed jit_above_cost and spent about 300 ms compiling a query that then ran in less (the demand report by
        // condition). None of this service's statements runs long enough to win it back.
        options: '-c jit=off',
      },
    },
    entities: [ENTITIES],
    entitiesTs: [ENTITIES_TS],
    // The compiled entities, even when a .ts file is on the command line (MikroORM's guess would switch).
    preferTs: false,
    pool: { min: 0, max: env.DB_POOL_MAX },
    // Schema changes come only from committed migrations.
    ensureDatabase: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: join(backendRoot, 'dist', 'migrations'),
      pathTs: join(backendRoot, 'src', 'migrations'),
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      // Several features add migrations side by side; each is diffed against the live schema.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
  });
}
