import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl, redisReconnectDelay } from '../redis/redis-connection.js';
import { QueueErrorReporting } from './queue-error-reporting.js';
import { QUEUES } from './queues.js';

const queues = Object.values(QUEUES).map((name) => ({ name }));

/** BullMQ on Redis: one connection config, every queue registered once, sane job defaults. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
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
  providers: [QueueErrorReporting],
  exports: [BullModule],
})
export class QueuesModule {}
