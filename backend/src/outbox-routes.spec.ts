import { QUEUE_NAMES, TOPICS } from './infra/queues/queues.js';
import { OUTBOX_ROUTES } from './outbox-routes.js';
import { routesByTopic } from './infra/outbox/outbox-routes.js';

describe('the outbox routes of the application', () => {
  it('route every declared topic, each once, to a declared queue', () => {
    const byTopic = routesByTopic(OUTBOX_ROUTES);
    expect([...byTopic.keys()].sort()).toEqual(Object.values(TOPICS).sort());
    expect(OUTBOX_ROUTES).toHaveLength(byTopic.size);
    for (const route of OUTBOX_ROUTES) expect(QUEUE_NAMES).toContain(route.queue);
  });
});
