import { Test } from '@nestjs/testing';
import { QUEUES } from '../queues/queues.js';
import type { OutboxRoute } from './outbox-route.js';
import { OutboxModule } from './outbox.module.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRoutes, routesByTopic } from './outbox-routes.js';

const route = (topic: string, queue: OutboxRoute['queue'] = QUEUES.demand): OutboxRoute => ({
  topic,
  queue,
  jobName: `job-for-${topic}`,
  jobId: (row) => `${topic}-${row.aggregate_id}`,
  data: (row) => ({ id: row.aggregate_id }),
});

/**
 * What the worker's OutboxModule.forRoot() builds at start-up from every feature's OutboxModule.forFeature().
 * The relay itself, which needs PostgreSQL and Redis, is left out.
 */
async function routesOfFeatures(...features: OutboxRoute[][]): Promise<OutboxRoutes> {
  const app = await Test.createTestingModule({
    imports: [OutboxModule.forRoot(), ...features.map((routes) => OutboxModule.forFeature(routes))],
  })
    .overrideProvider(OutboxRelay)
    .useValue({})
    .compile();
  return app.get(OutboxRoutes);
}

describe('outbox routes registered by features', () => {
  it('finds every feature’s routes by topic', async () => {
    const searched = route('demand.searched');
    const joined = route('waitlist.joined', QUEUES.waitlist);
    const mail = route('mail.wanted', QUEUES.mail);
    const routes = await routesOfFeatures([searched, joined], [mail]);
    expect(routes.get('demand.searched')).toBe(searched);
    expect(routes.get('waitlist.joined')).toBe(joined);
    expect(routes.get('mail.wanted')).toBe(mail);
    expect(routes.get('nobody.registered.this')).toBeUndefined();
  });

  it('refuses to start when two features claim the same topic', async () => {
    await expect(
      routesOfFeatures([route('shared.topic', QUEUES.demand)], [route('shared.topic', QUEUES.mail)]),
    ).rejects.toThrow('Outbox topic "shared.topic" is registered twice (queues demand and mail)');
  });

  it('accepts the same route object registered twice (from two modules)', () => {
    const once = route('demand.searched');
    expect([...routesByTopic([once, once]).values()]).toEqual([once]);
  });
});
