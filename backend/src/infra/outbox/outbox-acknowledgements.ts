import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { OutboxRelay } from './outbox-relay.js';

/** Completed jobs are acknowledged together, at most this long after they complete (one delete for many). */
const FLUSH_AFTER_MS = 100;
const MAX_BATCH = 500;

/**
 * Deletes a job's outbox rows once it has run, for every declared processor (`@Processor` classes): nothing to
 * add to each. Until then the rows stay, so a job Redis loses is handed on again (OutboxRelay.recheckRelayed).
 * An acknowledgement lost with the process is made up by that recheck, which finds the job completed.
 */
@Injectable()
export class OutboxAcknowledgements implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxAcknowledgements.name);
  private pending: string[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly relay: OutboxRelay,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const host: unknown = wrapper.instance;
      if (!(host instanceof WorkerHost)) continue;
      const worker = host.worker;
      worker.on('completed', (job: Job) => job.id && this.add(this.relay.jobKey(worker.name, job.id)));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private add(key: string): void {
    this.pending.push(key);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  private flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const keys = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() =>
      this.relay
        .acknowledge(keys)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, jobs: keys.length }, 'Could not delete the outbox rows of completed jobs'),
        ),
    );
    return this.flushing;
  }
}
