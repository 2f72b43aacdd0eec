import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { collectDefaultMetrics } from 'prom-client';
import { Env } from '../../config/env.js';
import { metricsRegistry, scrapedGauge } from './metrics.js';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Serves `GET /metrics` in Prometheus' text format on METRICS_HOST:METRICS_PORT, a listener of its own: the public
 * port never answers it. Off while METRICS_PORT is unset. Adds the process's own figures (event-loop lag, memory,
 * CPU, handles) and its database pool.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(
    private readonly env: Env,
    private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.METRICS_PORT === undefined) return;
    registerProcessMetrics(() => this.pool());
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      metricsRegistry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'Metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
        },
      );
    });
    this.server.listen(this.env.METRICS_PORT, this.env.METRICS_HOST);
    await once(this.server, 'listening');
    // METRICS_PORT=0 lets the system choose (tests): a parent that started this process is told which.
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : this.env.METRICS_PORT;
    this.logger.log(`Metrics on http://${this.env.METRICS_HOST}:${port}/metrics`);
    process.send?.({ metricsListening: port });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private pool(): TarnPool | undefined {
    const knex = this.orm.em.getConnection().getKnex() as unknown as { client?: { pool?: TarnPool } };
    return knex.client?.pool;
  }
}

let processMetricsRegistered = false;

/** Once per process (the registry is the process's). */
function registerProcessMetrics(pool: () => TarnPool | undefined): void {
  if (processMetricsRegistered) return;
  processMetricsRegistered = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'physio_' });
  scrapedGauge(
    {
      name: 'physio_db_pool_connections',
      help: 'Database connections of this process: in use, idle, and requests waiting for one',
      labelNames: ['state'] as const,
    },
    (gauge) => {
      const p = pool();
      gauge.set({ state: 'used' }, p?.numUsed() ?? 0);
      gauge.set({ state: 'free' }, p?.numFree() ?? 0);
      gauge.set({ state: 'waiting' }, p?.numPendingAcquires() ?? 0);
      return Promise.resolve();
    },
  );
}
