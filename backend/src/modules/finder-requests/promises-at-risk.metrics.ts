import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { scrapedGauge } from '../../infra/metrics/metrics.js';
import { PROMISE_AT_RISK_IDS_SQL } from './finder-request-queue.read-model.js';

/**
 * The promise figure for monitoring: requests whose promise to the family is at risk (the home page's count, read
 * through the same indexes) when Prometheus scrapes the worker.
 */
@Injectable()
export class PromisesAtRiskMetrics implements OnModuleInit {
  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    scrapedGauge(
      {
        name: 'physio_promises_at_risk',
        help: 'Finder requests whose promise is at risk and no coordinator has dealt with (home page figure)',
      },
      async (gauge) => {
        const [row] = await this.em
          .fork()
          .execute<{ n: number }[]>(`select count(*)::int as n from (${PROMISE_AT_RISK_IDS_SQL}) at_risk`);
        gauge.set(row.n);
      },
    );
  }
}
