import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES, workerLockOptions } from '../../../infra/queues/queues.js';
import type { RecordDemandJob } from '../demand.outbox-routes.js';
import { DemandRollupService } from './demand-rollup.service.js';

/** Rolls out-of-area searches and waitlist joins into demand_daily, idempotently. */
@Processor(QUEUES.demand, { ...workerLockOptions(), concurrency: 8 })
export class DemandProcessor extends WorkerHost {
  constructor(
    private readonly rollup: DemandRollupService,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async process(job: Job<RecordDemandJob>): Promise<string> {
    return this.rollup.apply(this.em.fork(), job.data.kind, job.data.id);
  }
}
