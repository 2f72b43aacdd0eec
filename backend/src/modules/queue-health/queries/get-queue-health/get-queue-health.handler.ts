import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  OPS_FAILED_JOBS_PER_QUEUE,
  type OpsFailedJob,
  type OpsQueueCounts,
  type OpsQueueHealth,
  type OpsQueueIncident,
  type QueueHealthIncidentKind,
} from '@physio/api-contract';
import { Env } from '../../../../config/env.js';
import { outboxBacklog } from '../../outbox-backlog.read-model.js';
import { QueueInspector } from '../../queue-inspector.js';
import { GetQueueHealthQuery } from './get-queue-health.query.js';

@QueryHandler(GetQueueHealthQuery)
export class GetQueueHealthHandler implements IQueryHandler<GetQueueHealthQuery, OpsQueueHealth> {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly inspector: QueueInspector,
  ) {}

  async execute(): Promise<OpsQueueHealth> {
    const em = this.em.fork();
    // Redis being down costs only its part of the page: the outbox and the incidents come from PostgreSQL.
    const [queues, failedJobs, backlog, incidents] = await Promise.all([
      this.inspector.counts().catch(() => null),
      this.inspector.failedJobs(OPS_FAILED_JOBS_PER_QUEUE).catch(() => null),
      outboxBacklog(em),
      em.execute<{ id: string; kind: QueueHealthIncidentKind; opened_at: Date | string; alert_queued: boolean }[]>(
        `select id, kind, opened_at, alert_queued_at is not null as alert_queued
         from queue_health_incident where closed_at is null order by opened_at`,
      ),
    ]);
    const redisUp = queues !== null && failedJobs !== null;
    return {
      redis: redisUp ? 'up' : 'down',
      checked_at: new Date().toISOString(),
      queues: redisUp ? (queues satisfies OpsQueueCounts[]) : [],
      outbox: {
        rows: backlog.rows,
        oldest_created_at: backlog.oldestCreatedAt?.toISOString() ?? null,
        oldest_age_seconds: backlog.oldestAgeSeconds,
        max_age_seconds: this.env.QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS,
      },
      failed_jobs: redisUp ? (failedJobs satisfies OpsFailedJob[]) : [],
      incidents: incidents.map((row): OpsQueueIncident => ({
        id: String(row.id),
        kind: row.kind,
        opened_at: new Date(row.opened_at).toISOString(),
        alert_queued: row.alert_queued,
      })),
    };
  }
}
