import { ReferralsModule } from './modules/referrals/referrals.module.js';
import { ReferralsOpsModule } from './modules/referrals/ops/referrals-ops.module.js';
import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import type { Env } from './config/env.js';
import { DatabaseModule } from './infra/database/database.module.js';
import { MetricsModule } from './infra/metrics/metrics.module.js';
import { loggerParams } from './infra/logging/logger.js';
import { CoverageModule } from './modules/coverage/coverage.module.js';
import { FinderRequestsModule } from './modules/finder-requests/finder-requests.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { OpsHomeModule } from './modules/ops-home/ops-home.module.js';
import { QueueHealthModule } from './modules/queue-health/queue-health.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuditLogOpsModule } from './modules/audit/ops/audit-log-ops.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DemandModule } from './modules/demand/demand.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module.js';
import { IdempotencyModule } from './infra/idempotency/idempotency.module.js';
import { WaitlistModule } from './modules/waitlist/waitlist.module.js';
import { PhysiotherapistsModule } from './modules/physiotherapists/physiotherapists.module.js';
import { RedisReachabilityModule } from './infra/redis/redis-reachability.js';
import { DataRightsModule } from './modules/data-rights/data-rights.module.js';
import { SiteFiguresModule } from './modules/site-figures/site-figures.module.js';

/** The API process: HTTP controllers, commands and queries. It never consumes a queue. */
@Module({})
export class AppModule {
  static register(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot(loggerParams(env.LOG_LEVEL, 'api')),
        DatabaseModule.forRoot(),
        MetricsModule.forRoot('api'),
        CqrsModule.forRoot(),
        RedisReachabilityModule,
        HealthModule,
        CoverageModule,
        SiteFiguresModule,
        FinderRequestsModule,
        RateLimitModule,
        IdempotencyModule,
        WaitlistModule,
        DemandModule,
        EnquiriesModule,
        AnalyticsModule,
        // Operations dashboard: the audit trail and sign-in first, so every ops controller can use them.
        AuditModule,
        AuthModule,
        AuditLogOpsModule,
        PhysiotherapistsModule,
        OpsHomeModule,
        DataRightsModule,
        QueueHealthModule,
        ReferralsModule,
        ReferralsOpsModule,
      ],
    };
  }
}
