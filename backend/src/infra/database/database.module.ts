import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { buildOrmConfig } from './mikro-orm.config.js';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Env],
      // Handlers fork the EntityManager themselves; no per-request middleware on the hot path.
      useFactory: (env: Env) => ({ ...buildOrmConfig(env), registerRequestContext: false }),
      // Needed so that the PostgreSQL-specific MikroORM and EntityManager classes can be injected.
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
