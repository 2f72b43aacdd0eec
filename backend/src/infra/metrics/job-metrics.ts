import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { jobDuration } from './metrics.js';

/**
 * Times every job of every declared processor (`@Processor` classes) by queue, job name and outcome, from BullMQ's
 * own marks (processedOn, finishedOn): nothing to add to each processor.
 */
@Injectable()
export class JobMetrics implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const host: unknown = wrapper.instance;
      if (!(host instanceof WorkerHost)) continue;
      const worker = host.worker;
      const observe = (job: Job | undefined, outcome: 'completed' | 'failed') => {
        if (!job?.processedOn || !job.finishedOn) return;
        jobDuration.observe({ queue: worker.name, job: job.name, outcome }, (job.finishedOn - job.processedOn) / 1000);
      };
      worker.on('completed', (job: Job) => observe(job, 'completed'));
      worker.on('failed', (job: Job | undefined) => observe(job, 'failed'));
    }
  }
}
