import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { EventEmitter } from 'node:events';
import { RedisReachability } from '../redis/redis-reachability.js';

/**
 * Errors of every BullMQ queue and worker of the process, from the moment each exists. Without a listener of
 * its own, BullMQ prints each error with its stack on stderr: several a second per connection while Redis is
 * down, including while the application is still starting (a bootstrap hook may be waiting for Redis).
 */
const queueErrors = new EventEmitter();
// Not 'error': an EventEmitter throws an 'error' event nobody listens to.
const QUEUE_ERROR = 'queue-error';

/** The Queue class of BullModule (set in queues.module.ts): hands its errors on from construction. */
export class ReportingQueue extends Queue {
  constructor(...args: ConstructorParameters<typeof Queue>) {
    super(...args);
    this.on('error', (error) => queueErrors.emit(QUEUE_ERROR, error));
  }
}

/** The Worker class of BullModule (set in queues.module.ts): hands its errors on from construction. */
export class ReportingWorker extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.on('error', (error) => queueErrors.emit(QUEUE_ERROR, error));
  }
}

/** Passes the queues' and workers' errors to RedisReachability: one line per outage, not a stack per retry. */
@Injectable()
export class QueueErrorReporting implements OnModuleDestroy {
  private readonly report = (error: unknown) => this.reachability.report(error);

  constructor(private readonly reachability: RedisReachability) {
    queueErrors.on(QUEUE_ERROR, this.report);
  }

  onModuleDestroy(): void {
    queueErrors.off(QUEUE_ERROR, this.report);
  }
}
