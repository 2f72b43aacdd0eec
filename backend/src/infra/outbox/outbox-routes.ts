import type { OutboxRoute } from './outbox-route.js';

/** Routes by topic. A topic claimed by two different routes is a wiring mistake: refuse to start. */
export function routesByTopic(routes: Iterable<OutboxRoute>): ReadonlyMap<string, OutboxRoute> {
  const byTopic = new Map<string, OutboxRoute>();
  for (const route of routes) {
    const existing = byTopic.get(route.topic);
    // The same route object listed twice is one route.
    if (existing && existing !== route) {
      throw new Error(
        `Outbox topic "${route.topic}" is registered twice (queues ${existing.queue} and ${route.queue})`,
      );
    }
    byTopic.set(route.topic, route);
  }
  return byTopic;
}

/** Every topic the relay knows: the routes the worker lists (src/outbox-routes.ts), by topic. */
export class OutboxRoutes {
  private readonly byTopic: ReadonlyMap<string, OutboxRoute>;

  constructor(routes: readonly OutboxRoute[]) {
    this.byTopic = routesByTopic(routes);
  }

  get(topic: string): OutboxRoute | undefined {
    return this.byTopic.get(topic);
  }

  /** Every queue a route sends to. */
  get queues(): string[] {
    return [...new Set([...this.byTopic.values()].map((route) => route.queue))];
  }

  /** Every routed topic. */
  get topics(): string[] {
    return [...this.byTopic.keys()];
  }
}
