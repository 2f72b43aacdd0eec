import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/postgresql';
import { loadEnvOrExit, type Env } from '../../config/env.js';
import { buildOrmConfig } from './mikro-orm.config.js';

/**
 * The ORM's configuration with the migrator, for what changes the schema: prepare-database and the MikroORM CLI
 * (`npm run migration:create`, which reads this file's default export: backend/package.json, `configPaths`).
 */
export function buildMigrationConfig(env: Pick<Env, 'DATABASE_URL' | 'DB_POOL_MAX' | 'NODE_ENV'>): Options {
  return { ...buildOrmConfig(env), extensions: [Migrator] };
}

// Built when the module is imported, so a bad variable exits here with its one line, before any stack trace.
export default buildMigrationConfig(loadEnvOrExit());
