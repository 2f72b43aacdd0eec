import { JobSchedules } from './job-schedules.js';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl, redisReconnectDelay } from '../redis/redis-connection.js';
import { QueueErrorReporting, ReportingQueue, ReportingWorker } from './queue-error-reporting.js';
import { QUEUES } from './queues.js';

const queues = Object.values(QUEUES).map((name) => ({ name }));

// Every queue and worker BullModule makes reports its errors from its first moment (see QueueErrorReporting).
BullModule.queueClass = ReportingQueue;
BullModule.workerClass = ReportingWorker;

/** BullMQ on Redis: one connection config, every queue registered once, sane job defaults. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [Env],
      useFactory: (env: Env) => ({
        connection: {
          ...redisOptionsFromUrl(env.REDIS_URL),
          maxRetriesPerRequest: null,
          retryStrategy: redisReconnectDelay,
        },
        prefix: env.QUEUE_PREFIX,
        defaultJobOptions: {
          attempts: 8,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 24 * 3600, count: 50000 },
          removeOnFail: { age: 14 * 24 * 3600 },
        },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  providers: [QueueErrorReporting, JobSchedules],
  exports: [BullModule, JobSchedules],
})
export class QueuesModule {}
