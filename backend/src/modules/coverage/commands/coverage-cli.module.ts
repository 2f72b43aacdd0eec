import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from '../../../config/config.module.js';
import type { Env } from '../../../config/env.js';
import { DatabaseModule } from '../../../infra/database/database.module.js';
import { loggerParams } from '../../../infra/logging/logger.js';
import { AuditModule } from '../../audit/audit.module.js';
import { CoverageCommandsModule } from './coverage-commands.module.js';

/** What the coverage CLI (which the waitlist bench runs) needs: config, database, command bus, audit log, coverage commands. */
@Module({})
export class CoverageCliModule {
  static register(env: Env): DynamicModule {
    return {
      module: CoverageCliModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot(loggerParams(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, 'cli')),
        DatabaseModule.forRoot(),
        CqrsModule.forRoot(),
        AuditModule,
        CoverageCommandsModule,
      ],
    };
  }
}
