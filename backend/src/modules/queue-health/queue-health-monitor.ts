import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { QueueHealthIncidentKind } from '@physio/api-contract';
import { Env } from '../../config/env.js';
import { BackgroundLoop } from '../../infra/background/background-loop.js';
import { MailQueue } from '../../infra/mail/mail-queue.js';
import { incidentChanges, type IncidentChanges, type OpenIncident } from './incident-policy.js';
import { outboxBacklog, type OutboxBacklog } from './outbox-backlog.js';
import { QUEUE_HEALTH_ALERT_RECIPIENT } from './queue-health.mail.js';
import { queueHealthAlert } from './queue-health.email-templates.js';
import { QueueInspector } from './queue-inspector.js';

/** pg_try_advisory_xact_lock key of the check: one worker copy checks at a time. */
const CHECK_LOCK_KEY = 7_251_100_001;
/** How long handing the alert to the mail queue may take before the check moves on (and tries at the next one). */
const ENQUEUE_TIMEOUT_MS = 5000;

export interface CheckResult {
  backlog: OutboxBacklog;
  failedJobs: number | null;
  changes: IncidentChanges;
  alertsQueued: number;
}

/**
 * The worker's check of the background work, every QUEUE_HEALTH_CHECK_INTERVAL_MS: the outbox's oldest event and
 * the failed job count, turned into incidents (see incident-policy.ts) kept in PostgreSQL, and one coordinators'
 * alert email per incident. It runs in every worker copy, but under a PostgreSQL advisory lock and skipped when
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
    private readonly mailQueue: MailQueue,
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
      await tx.execute('insert into queue_health_state (id) values (1) on conflict (id) do nothing');
      const [state] = await tx.execute<{ last_failed_jobs: number | null; recent: boolean }[]>(
        `select last_failed_jobs,
                coalesce(checked_at > now() - (? * interval '1 millisecond'), false) as recent
         from queue_health_state where id = 1`,
        [Math.floor(this.env.QUEUE_HEALTH_CHECK_INTERVAL_MS * 0.8)],
      );
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
        await tx.execute('update queue_health_incident set closed_at = now() where id in (?)', [changes.close]);
      }
      for (const incident of changes.open) await openIncident(tx, incident.kind, backlog, failedJobs, incident);
      await tx.execute(
        'update queue_health_state set last_failed_jobs = coalesce(?, last_failed_jobs), checked_at = now() where id = 1',
        [failedJobs],
      );
      return { backlog, failedJobs, changes };
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
    return { ...result, alertsQueued: await this.queueAlerts(em) };
  }

  /**
   * Hands the alert of every open incident not yet alerted to the mail queue. Its job id and email key derive
   * from the incident id, so handing it over twice (a crash between the add and the mark) still sends one email.
   * An incident that cleared before its alert could be queued is not emailed.
   */
  private async queueAlerts(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from queue_health_incident where closed_at is null and alert_queued_at is null order by opened_at',
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => String(row.id));
    const added = await withTimeout(
      this.mailQueue.enqueue(
        ids.map((id) => ({
          template: queueHealthAlert.name,
          subjectId: id,
          recipientRole: QUEUE_HEALTH_ALERT_RECIPIENT,
        })),
      ),
      ENQUEUE_TIMEOUT_MS,
    );
    if (!added) return 0; // Redis is not taking jobs: the next check tries again
    await em.execute('update queue_health_incident set alert_queued_at = now() where id in (?)', [ids]);
    return ids.length;
  }
}

async function openIncidents(em: EntityManager): Promise<OpenIncident[]> {
  const rows = await em.execute<{ id: string; kind: QueueHealthIncidentKind; failed_jobs_before: number | null }[]>(
    'select id, kind, failed_jobs_before from queue_health_incident where closed_at is null',
  );
  return rows.map((row) => ({ id: String(row.id), kind: row.kind, failedJobsBefore: row.failed_jobs_before }));
}

async function openIncident(
  em: EntityManager,
  kind: QueueHealthIncidentKind,
  backlog: OutboxBacklog,
  failedJobs: number | null,
  incident: { failedJobsBefore: number | null },
): Promise<void> {
  await em.execute(
    `insert into queue_health_incident (kind, outbox_rows, outbox_oldest_age_seconds, failed_jobs, failed_jobs_before)
     values (?, ?, ?, ?, ?)
     on conflict (kind) where closed_at is null do nothing`,
    [kind, backlog.rows, backlog.oldestAgeSeconds, failedJobs, incident.failedJobsBefore],
  );
}

/** True when the promise settled in time; a failure or a timeout is false (the next check tries again). */
async function withTimeout(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
