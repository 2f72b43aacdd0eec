import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { Env } from '../../../config/env.js';
import { QUEUES, workerLockOptions } from '../../../infra/queues/queues.js';
import { FinderRequestMatchedEvent } from '../events/finder-request-matched.event.js';
import { FinderRequestUnmatchedEvent } from '../events/finder-request-unmatched.event.js';
import { FinderRequestAwaitingConfirmationEvent } from '../events/finder-request-awaiting-confirmation.event.js';
import { finderRequestIdsOf, type MatchFinderRequestJob } from '../finder-request.outbox-routes.js';
import { MatchingService, type MatchingOutcome } from './matching.service.js';

/**
 * Runs the matching for the finder requests of a job. Safe to run twice: a request that already has an outcome
 * keeps it, and its event is published again (reactions are idempotent), which also covers a worker
 * that died between deciding and publishing.
 */
@Processor(QUEUES.matching, workerLockOptions())
export class MatchingProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly matching: MatchingService,
    private readonly eventBus: EventBus,
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
    const results = await Promise.allSettled(finderRequestIdsOf(job.data).map((id) => this.matchOne(id)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((r) => (r as PromiseFulfilledResult<MatchingOutcome>).value);
  }

  private async matchOne(finderRequestId: string): Promise<MatchingOutcome> {
    const outcome = await this.matching.match(this.em.fork(), finderRequestId);
    if (outcome.status === 'matched') {
      this.eventBus.publish(
        new FinderRequestMatchedEvent(outcome.finderRequestId, outcome.physiotherapistId, outcome.familyCanBeEmailed),
      );
    } else if (outcome.status === 'unmatched') {
      this.eventBus.publish(new FinderRequestUnmatchedEvent(outcome.finderRequestId, outcome.familyCanBeEmailed));
    } else if (outcome.status === 'unconfirmed') {
      this.eventBus.publish(
        new FinderRequestAwaitingConfirmationEvent(outcome.finderRequestId, outcome.familyCanBeEmailed),
      );
    }
    return outcome;
  }
}
