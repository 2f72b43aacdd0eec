import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { redisOptionsFromUrl } from '../redis/redis-connection.js';
import { QUEUES } from './queues.js';

const queues = Object.values(QUEUES).map((name) => ({ name }));

/** BullMQ on Redis: one connection config, every queue registered once, sane job defaults. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [Env],
      useFactory: (env: Env) => ({
        connection: { ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: null },
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
  exports: [BullModule],
})
export class QueuesModule {}
