import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { OutboxRoute } from './outbox-route.js';
import { OutboxRelay } from './outbox-relay.js';
import { FEATURE_OUTBOX_ROUTES, OutboxRoutes } from './outbox-routes.js';

/**
 * forRoot(): the relay (worker process). forFeature(routes): a feature's topics, registered from the feature's
 * own (worker-side) module; the relay finds them all at start-up.
 */
@Module({})
export class OutboxModule {
  static forRoot(): DynamicModule {
    return {
      module: OutboxModule,
      imports: [DiscoveryModule],
      providers: [OutboxRoutes, OutboxRelay],
      exports: [OutboxRelay],
    };
  }

  static forFeature(routes: readonly OutboxRoute[]): DynamicModule {
    return { module: OutboxModule, providers: [{ provide: FEATURE_OUTBOX_ROUTES, useValue: routes }] };
  }
}
