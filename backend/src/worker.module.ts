import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import type { Env } from './config/env.js';
import { DatabaseModule } from './infra/database/database.module.js';
import { MetricsModule } from './infra/metrics/metrics.module.js';
import { loggerParams } from './infra/logging/logger.js';
import { OutboxModule } from './infra/outbox/outbox.module.js';
import { OUTBOX_ROUTES } from './outbox-routes.js';
import { QueuesModule } from './infra/queues/queues.module.js';
import { MatchingModule } from './modules/finder-requests/matching/matching.module.js';
import { DemandWorkerModule } from './modules/demand/demand-worker.module.js';
import { EnquiriesWorkerModule } from './modules/enquiries/enquiries-worker.module.js';
import { FinderNotificationsModule } from './modules/finder-notifications/finder-notifications.module.js';
import { MailModule } from './infra/mail/mail.module.js';
import { RetentionModule } from './modules/retention/retention.module.js';
import { QueueHealthWorkerModule } from './modules/queue-health/queue-health-worker.module.js';
import { WaitlistWorkerModule } from './modules/waitlist/waitlist-worker.module.js';
import { PhysiotherapistsWorkerModule } from './modules/physiotherapists/physiotherapists-worker.module.js';
import { ReferralsWorkerModule } from './modules/referrals/referrals-worker.module.js';
import { RedisReachabilityModule } from './infra/redis/redis-reachability.js';

/** The worker process: relays the outbox and consumes the queues. No HTTP. */
@Module({})
export class WorkerModule {
  static register(env: Env): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot(loggerParams(env.LOG_LEVEL, 'worker')),
        DatabaseModule.forRoot('worker'),
        MetricsModule.forRoot('worker'),
        CqrsModule.forRoot(),
        RedisReachabilityModule,
        QueuesModule,
        OutboxModule.forRoot(OUTBOX_ROUTES),
        MatchingModule,
        MailModule,
        FinderNotificationsModule,
        EnquiriesWorkerModule,
        WaitlistWorkerModule,
        DemandWorkerModule,
        RetentionModule,
        QueueHealthWorkerModule,
        ReferralsWorkerModule,
        PhysiotherapistsWorkerModule,
      ],
    };
  }
}
