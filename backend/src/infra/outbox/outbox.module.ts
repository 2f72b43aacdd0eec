import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OutboxAcknowledgements } from './outbox-acknowledgements.js';
import type { OutboxRoute } from './outbox-route.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRoutes } from './outbox-routes.js';

/**
 * The relay (worker process), with every route of the application: the worker passes the one list of them
 * (src/outbox-routes.ts), so a reader finds where each topic goes by following imports.
 */
@Module({})
export class OutboxModule {
  static forRoot(routes: readonly OutboxRoute[]): DynamicModule {
    return {
      module: OutboxModule,
      imports: [DiscoveryModule],
      providers: [{ provide: OutboxRoutes, useValue: new OutboxRoutes(routes) }, OutboxRelay, OutboxAcknowledgements],
      exports: [OutboxRelay],
    };
  }
}
