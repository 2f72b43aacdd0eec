import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { RedisReachability } from '../redis/redis-reachability.js';
import { QUEUES } from './queues.js';

/**
 * Every BullMQ queue and worker of the process hands its errors to RedisReachability. Without a listener,
 * BullMQ prints each error with its stack on stderr: several a second per connection while Redis is down.
 */
@Injectable()
export class QueueErrorReporting implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
    private readonly reachability: RedisReachability,
  ) {}

  // After every module's init: that is when @nestjs/bullmq gives each processor its Worker.
  onApplicationBootstrap(): void {
    const report = (error: unknown) => this.reachability.report(error);
    for (const name of Object.values(QUEUES)) {
      this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }).on('error', report);
    }
    for (const wrapper of this.discovery.getProviders()) {
      if (wrapper.instance instanceof WorkerHost) wrapper.instance.worker.on('error', report);
    }
  }
}
