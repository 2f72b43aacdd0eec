import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module, type DynamicModule } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { buildOrmConfig } from './mikro-orm.config.js';

/**
 * MikroORM on PostgreSQL. The API process holds up to DB_POOL_MAX connections; a worker process holds
 * WORKER_DB_POOL_MAX, fewer, so that background work leaves PostgreSQL to the families' requests.
 */
/** How each process's connections are named in pg_stat_activity. */
const DATABASE_APPLICATION_NAMES = { api: 'home-physio-api', worker: 'home-physio-worker' } as const;

@Module({})
export class DatabaseModule {
  static forRoot(role: 'api' | 'worker' = 'api'): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [Env],
          useFactory: (env: Env) => ({
            ...buildOrmConfig(
              {
                DATABASE_URL: env.DATABASE_URL,
                NODE_ENV: env.NODE_ENV,
                DB_POOL_MAX: role === 'worker' ? env.WORKER_DB_POOL_MAX : env.DB_POOL_MAX,
              },
              DATABASE_APPLICATION_NAMES[role],
            ),
            // Handlers fork the EntityManager themselves; no per-request middleware on the hot path.
            registerRequestContext: false,
          }),
          // Needed so that the PostgreSQL-specific MikroORM and EntityManager classes can be injected.
          driver: PostgreSqlDriver,
        }),
      ],
    };
  }
}
