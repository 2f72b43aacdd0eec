import { QUEUES } from '../queues/queues.js';
import type { OutboxRoute } from './outbox-route.js';
import { OutboxRoutes, routesByTopic } from './outbox-routes.js';

const route = (topic: OutboxRoute['topic'], queue: OutboxRoute['queue'] = QUEUES.demand): OutboxRoute => ({
  topic,
  queue,
  jobName: `job-for-${topic}`,
  jobId: (row) => `${topic}-${row.aggregate_id}`,
  data: (row) => ({ id: row.aggregate_id }),
});

describe('outbox routes', () => {
  it('finds each route by topic, and lists the topics the relay may claim', () => {
    const searched = route('demand.out-of-area-search-recorded');
    const covered = route('coverage.expanded', QUEUES.waitlist);
    const mail = route('mail.requested', QUEUES.mail);
    const routes = new OutboxRoutes([searched, covered, mail]);
    expect(routes.get('demand.out-of-area-search-recorded')).toBe(searched);
    expect(routes.get('coverage.expanded')).toBe(covered);
    expect(routes.get('mail.requested')).toBe(mail);
    expect(routes.get('nobody.routes.this')).toBeUndefined();
    expect(routes.topics.sort()).toEqual(['coverage.expanded', 'demand.out-of-area-search-recorded', 'mail.requested']);
  });

  it('refuses to start when two routes claim the same topic', () => {
    expect(
      () => new OutboxRoutes([route('mail.requested', QUEUES.demand), route('mail.requested', QUEUES.mail)]),
    ).toThrow('Outbox topic "mail.requested" is registered twice (queues demand and mail)');
  });

  it('accepts the same route object listed twice', () => {
    const once = route('demand.waitlist-joined');
    expect([...routesByTopic([once, once]).values()]).toEqual([once]);
  });
});
