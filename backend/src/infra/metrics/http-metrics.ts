import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, httpRequests } from './metrics.js';

/**
 * Counts and times every answer by its route's template (`/api/finder-requests/:id`, never the id itself); a path
 * no route matched counts as `unmatched`, so a scanner cannot mint a label per URL.
 */
export function recordHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
