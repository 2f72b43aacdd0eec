import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Env } from '../../../config/env.js';
import { matchingOutcomes } from '../../../infra/metrics/metrics.js';
import { QUEUES, workerLockOptions } from '../../../infra/queues/queues.js';
import { finderRequestIdsOf, type MatchFinderRequestJob } from '../finder-request.outbox-routes.js';
import { MatchingService, type MatchingOutcome } from './matching.service.js';

/**
 * Runs the matching for the finder requests of a job. Each decision is recorded with the outbox rows of its emails
 * in one statement, so there is nothing left to do after it: a worker killed at any point leaves either no decision
 * (the job runs again) or a decision whose emails the outbox relay will queue. Safe to run twice: a request that
 * already has an outcome keeps it, and nothing is asked for again.
 */
@Processor(QUEUES.matching, workerLockOptions())
export class MatchingProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly matching: MatchingService,
    private readonly env: Env,
    private readonly em: EntityManager,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.env.MATCHING_CONCURRENCY;
  }

  /**
   * Matches every request of the job, side by side (their database statements are batched). If one fails,
   * the others still finish and the job fails, to be retried: the decided ones are then left as they are.
   */
  async process(job: Job<MatchFinderRequestJob>): Promise<MatchingOutcome[]> {
    const results = await Promise.allSettled(
      finderRequestIdsOf(job.data).map((id) => this.matching.match(this.em.fork(), id)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const outcomes = results.map((r) => (r as PromiseFulfilledResult<MatchingOutcome>).value);
    for (const outcome of outcomes) matchingOutcomes.inc({ outcome: outcome.status });
    return outcomes;
  }
}
