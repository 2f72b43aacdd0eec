import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { EventEmitter } from 'node:events';
import { RedisReachability } from '../redis/redis-reachability.js';
import { runJobInTrace } from '../tracing/job-trace.js';

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

/**
 * The Worker class of BullModule (set in queues.module.ts): hands its errors on from construction, and runs each job
 * in the trace of the request or job that queued it (infra/tracing; unchanged while tracing is off).
 */
export class ReportingWorker extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.on('error', (error) => queueErrors.emit(QUEUE_ERROR, error));
  }

  protected override callProcessJob(job: Job, token: string, signal?: AbortSignal): Promise<unknown> {
    return runJobInTrace(this.name, job, () => super.callProcessJob(job, token, signal));
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
