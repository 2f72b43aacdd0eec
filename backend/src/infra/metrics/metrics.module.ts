import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobMetrics } from './job-metrics.js';
import { MetricsServer } from './metrics-server.js';

/** Prometheus figures for this process: the API's (requests) or the worker's (jobs too). See metrics.ts. */
@Module({})
export class MetricsModule {
  static forRoot(role: 'api' | 'worker'): DynamicModule {
    return {
      module: MetricsModule,
      imports: role === 'worker' ? [DiscoveryModule] : [],
      providers: role === 'worker' ? [MetricsServer, JobMetrics] : [MetricsServer],
    };
  }
}
