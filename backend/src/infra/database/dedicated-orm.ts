import { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env.js';
import { buildOrmConfig } from './mikro-orm.config.js';

/**
 * A MikroORM of its own, with one connection, for background work that must not wait behind the process's other
 * statements: the worker's pool (WORKER_DB_POOL_MAX, 2) is shared by dozens of matching jobs, and a timer-driven check
 * queued behind their statements falls behind exactly when it has the most to do. Named `<process>-<purpose>` in
 * pg_stat_activity. The caller closes it on shutdown.
 */
export async function openDedicatedOrm(env: Pick<Env, 'DATABASE_URL' | 'NODE_ENV'>, name: string): Promise<MikroORM> {
  return MikroORM.init(
    buildOrmConfig({ DATABASE_URL: env.DATABASE_URL, NODE_ENV: env.NODE_ENV, DB_POOL_MAX: 1 }, name),
  );
}
