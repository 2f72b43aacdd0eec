import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { OutboxRoute } from './outbox-route.js';

/** The token under which each OutboxModule.forFeature() provides its routes, in its own module. */
export const FEATURE_OUTBOX_ROUTES = Symbol('FEATURE_OUTBOX_ROUTES');

/** Routes by topic. A topic claimed by two different routes is a wiring mistake: refuse to start. */
export function routesByTopic(routes: Iterable<OutboxRoute>): ReadonlyMap<string, OutboxRoute> {
  const byTopic = new Map<string, OutboxRoute>();
  for (const route of routes) {
    const existing = byTopic.get(route.topic);
    // The same route object registered from two modules is one route.
    if (existing && existing !== route) {
      throw new Error(
        `Outbox topic "${route.topic}" is registered twice (queues ${existing.queue} and ${route.queue})`,
      );
    }
    byTopic.set(route.topic, route);
  }
  return byTopic;
}

/**
 * Every topic the relay knows: the routes each feature registered with OutboxModule.forFeature(), gathered
 * from every module when the worker starts (the relay never lists features itself).
 */
@Injectable()
export class OutboxRoutes {
  private readonly byTopic: ReadonlyMap<string, OutboxRoute>;

  constructor(discovery: DiscoveryService) {
    this.byTopic = routesByTopic(
      discovery
        .getProviders()
        .filter((wrapper) => wrapper.token === FEATURE_OUTBOX_ROUTES)
        .flatMap((wrapper) => wrapper.instance as readonly OutboxRoute[]),
    );
  }

  get(topic: string): OutboxRoute | undefined {
    return this.byTopic.get(topic);
  }
}
