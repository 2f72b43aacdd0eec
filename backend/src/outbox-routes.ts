import { mailOutboxRoutes } from './infra/mail/mail.outbox-routes.js';
import type { OutboxRoute } from './infra/outbox/outbox-route.js';
import { demandOutboxRoutes } from './modules/demand/demand.outbox-routes.js';
import { finderRequestOutboxRoutes } from './modules/finder-requests/finder-request.outbox-routes.js';
import { waitlistOutboxRoutes } from './modules/waitlist/waitlist.outbox-routes.js';

/**
 * Every outbox route of the application: for each topic (TOPICS in infra/queues/queues.ts), the queue and job the
 * relay turns its rows into. The worker hands this list to OutboxModule.forRoot(); a topic listed twice stops it at
 * start-up, and outbox-routes.spec.ts checks that every declared topic has its route. The processors that run the
 * jobs are `@Processor(QUEUES.<queue>)` classes of the same features. docs/architecture.md has the whole table.
 */
export const OUTBOX_ROUTES: readonly OutboxRoute[] = [
  // finder-request.submitted / .confirmed / .rematch-requested → matching (match-finder-request)
  ...finderRequestOutboxRoutes,
  // mail.requested → mail (send-email, send-email-batch)
  ...mailOutboxRoutes,
  // demand.out-of-area-search-recorded / demand.waitlist-joined → demand (record-demand)
  ...demandOutboxRoutes,
  // coverage.expanded → waitlist (notify-waitlist-for-coverage)
  ...waitlistOutboxRoutes,
];
