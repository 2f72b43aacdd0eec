import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { DatabaseModule } from '../../infra/database/database.module.js';
import { loggerParams } from '../../infra/logging/logger.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from './auth.module.js';

/** What `npm run ops:user` needs: config, database, Redis (to end sessions), the account commands, the audit log. */
@Module({})
export class OpsUserCliModule {
  static register(env: Env): DynamicModule {
    return {
      module: OpsUserCliModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot(loggerParams(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, 'cli')),
        DatabaseModule.forRoot(),
        CqrsModule.forRoot(),
        AuditModule,
        AuthModule,
      ],
    };
  }
}
