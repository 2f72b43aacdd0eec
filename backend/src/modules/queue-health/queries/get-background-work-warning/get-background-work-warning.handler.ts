import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsBackgroundWorkWarning, QueueHealthIncidentKind } from '@physio/api-contract';
import { Env } from '../../../../config/env.js';
import { oldestOutboxAgeSeconds } from '../../outbox-backlog.read-model.js';
import { GetBackgroundWorkWarningQuery } from './get-background-work-warning.query.js';

/**
 * The open incidents the worker's check keeps, and the outbox's oldest event seen live: if no worker runs at all,
 * nobody opens an incident (or sends the email), and the live age is what still shows the problem.
 */
@QueryHandler(GetBackgroundWorkWarningQuery)
export class GetBackgroundWorkWarningHandler implements IQueryHandler<
  GetBackgroundWorkWarningQuery,
  OpsBackgroundWorkWarning | null
> {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
  ) {}

  async execute(): Promise<OpsBackgroundWorkWarning | null> {
    const em = this.em.fork();
    const [oldestAge, incidents] = await Promise.all([
      oldestOutboxAgeSeconds(em),
      em.execute<{ kind: QueueHealthIncidentKind; opened_at: Date | string }[]>(
        'select kind, opened_at from queue_health_incident where closed_at is null order by opened_at',
      ),
    ]);
    const outboxDelayed =
      incidents.some((incident) => incident.kind === 'outbox-delay') ||
      (oldestAge !== null && oldestAge > this.env.QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS);
    const failedJobsGrowing = incidents.some((incident) => incident.kind === 'failed-jobs');
    if (!outboxDelayed && !failedJobsGrowing) return null;
    return {
      outbox_delayed: outboxDelayed,
      oldest_outbox_age_seconds: oldestAge,
      failed_jobs_growing: failedJobsGrowing,
      since: incidents.length > 0 ? new Date(incidents[0].opened_at).toISOString() : null,
    };
  }
}
