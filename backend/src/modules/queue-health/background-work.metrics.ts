import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { scrapedGauge } from '../../infra/metrics/metrics.js';
import { outboxBacklog } from './outbox-backlog.read-model.js';
import { QueueInspector } from './queue-inspector.js';

/**
 * Background work for monitoring, read when Prometheus scrapes a worker: the outbox's backlog and its oldest event's
 * age, and each queue's jobs by state. While Redis is unreachable the queue figures are absent rather than zero.
 */
@Injectable()
export class BackgroundWorkMetrics implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueueInspector,
  ) {}

  onModuleInit(): void {
    let backlog: Promise<Awaited<ReturnType<typeof outboxBacklog>>> | undefined;
    // Both outbox gauges come from one statement per scrape.
    const readBacklog = () => (backlog ??= outboxBacklog(this.em.fork()).finally(() => (backlog = undefined)));
    scrapedGauge({ name: 'physio_outbox_backlog', help: 'Outbox events not yet handed to the queues' }, async (gauge) =>
      gauge.set((await readBacklog()).rows),
    );
    scrapedGauge(
      { name: 'physio_outbox_oldest_age_seconds', help: 'Age of the oldest outbox event (0 when there is none)' },
      async (gauge) => gauge.set((await readBacklog()).oldestAgeSeconds ?? 0),
    );
    scrapedGauge(
      {
        name: 'physio_queue_jobs',
        help: 'Jobs of each queue by state: waiting (prioritised included), active, delayed, failed',
        labelNames: ['queue', 'state'] as const,
      },
      async (gauge) => {
        gauge.reset();
        let counts;
        try {
          counts = await this.queues.counts();
        } catch {
          return;
        }
        for (const c of counts) {
          for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) {
            gauge.set({ queue: c.queue, state }, c[state]);
          }
        }
      },
    );
  }
}
