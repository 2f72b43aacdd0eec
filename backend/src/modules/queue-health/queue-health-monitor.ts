import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Env } from '../../config/env.js';
import { BackgroundLoop } from '../../infra/background/background-loop.js';
import { incidentChanges, type IncidentChanges } from './incident-policy.js';
import { outboxBacklog, type OutboxBacklog } from './outbox-backlog.read-model.js';
import {
  askForAlerts,
  checkState,
  closeIncidents,
  openIncident,
  openIncidents,
  recordCheck,
} from './queue-health.repository.js';
import { QueueInspector } from './queue-inspector.js';

/** pg_try_advisory_xact_lock key of the check: one worker copy checks at a time. */
const CHECK_LOCK_KEY = 7_251_100_001;

export interface CheckResult {
  backlog: OutboxBacklog;
  failedJobs: number | null;
  changes: IncidentChanges;
  alertsQueued: number;
}

/**
 * The worker's check of the background work, every QUEUE_HEALTH_CHECK_INTERVAL_MS: the outbox's oldest event and
 * the failed job count, turned into incidents (see incident-policy.ts) kept in PostgreSQL, and one coordinators'
 * alert email per incident (a `mail.requested` outbox row written with the incident). It runs in every worker copy, but under a PostgreSQL advisory lock and skipped when
 * another copy checked within the interval, so the copies take turns: PostgreSQL rather than a BullMQ repeatable
 * job, because the check must still run when Redis is the thing that is down.
 */
@Injectable()
export class QueueHealthMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueHealthMonitor.name);
  private readonly loop = new BackgroundLoop();

  constructor(
    private readonly orm: MikroORM,
    private readonly env: Env,
    private readonly inspector: QueueInspector,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start(() => this.run());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  private async run(): Promise<void> {
    let failures = 0;
    // The first check comes one interval after start: the queues and the relay have had time to catch up.
    while (await this.loop.pause(this.env.QUEUE_HEALTH_CHECK_INTERVAL_MS)) {
      try {
        await this.check();
        failures = 0;
      } catch (error) {
        failures++;
        if (failures === 1 || failures % 20 === 0) {
          this.logger.warn({ err: error, failures }, 'Background work check failed; trying again at the next one');
        }
      }
    }
  }

  /** One check; null when another worker copy holds the check or has just run it. Exposed for tests. */
  async check(): Promise<CheckResult | null> {
    // Read before the transaction: Redis may be slow to answer, and the worker has few database connections.
    const failedJobs = await this.inspector.failedCount().catch(() => null);
    const em = this.orm.em.fork();
    const result = await em.transactional(async (tx) => {
      const [{ locked }] = await tx.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?::bigint) as locked',
        [CHECK_LOCK_KEY],
      );
      if (!locked) return null;
      const state = await checkState(tx, Math.floor(this.env.QUEUE_HEALTH_CHECK_INTERVAL_MS * 0.8));
      if (state.recent) return null;
      const backlog = await outboxBacklog(tx);
      const open = await openIncidents(tx);
      const changes = incidentChanges({
        oldestOutboxAgeSeconds: backlog.oldestAgeSeconds,
        failedJobs,
        lastFailedJobs: state.last_failed_jobs,
        open,
        outboxMaxAgeSeconds: this.env.QUEUE_HEALTH_OUTBOX_MAX_AGE_SECONDS,
        failedJobsGrowth: this.env.QUEUE_HEALTH_FAILED_JOBS_GROWTH,
      });
      if (changes.close.length > 0) {
        await closeIncidents(tx, changes.close);
      }
      for (const incident of changes.open) await openIncident(tx, incident.kind, backlog, failedJobs, incident);
      const alertsQueued = await askForAlerts(tx);
      await recordCheck(tx, failedJobs);
      return { backlog, failedJobs, changes, alertsQueued };
    });
    if (!result) return null;
    for (const incident of result.changes.open) {
      this.logger.warn(
        {
          kind: incident.kind,
          outboxRows: result.backlog.rows,
          oldestAgeSeconds: result.backlog.oldestAgeSeconds,
          failedJobs,
        },
        'Background work incident opened; alerting the coordinators',
      );
    }
    if (result.changes.close.length > 0)
      this.logger.log({ closed: result.changes.close }, 'Background work incident cleared');
    return result;
  }
}
