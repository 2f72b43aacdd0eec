import { finderRequestOutboxRoutes } from '../../modules/finder-requests/finder-request.outbox-routes.js';
import { demandOutboxRoutes } from '../../modules/demand/demand.outbox-routes.js';
import { mailOutboxRoutes } from '../../modules/mail/mail.outbox-routes.js';
import { waitlistOutboxRoutes } from '../../modules/waitlist/waitlist.outbox-routes.js';
import type { OutboxRoute } from './outbox-route.js';

/** Every topic the relay knows. A feature that writes outbox rows adds its routes here. */
export const OUTBOX_ROUTES: ReadonlyMap<string, OutboxRoute> = new Map(
  [...finderRequestOutboxRoutes, ...mailOutboxRoutes, ...demandOutboxRoutes, ...waitlistOutboxRoutes].map((route) => [
    route.topic,
    route,
  ]),
);
