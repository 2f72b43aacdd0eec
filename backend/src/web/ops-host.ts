import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '@physio/api-contract';
import type { Env } from '../config/env.js';

/** The dashboard's pages and its API: with OPS_OWN_HOST, answered on the dashboard's host only. */
const OPS_PATH = /^\/(?:ops|api\/ops)(?:[/?]|$)/;
/** What a load balancer and the metrics scraper probe, on either host. */
const EITHER_HOST_PATH = /^\/(?:api\/health|metrics)(?:[/?]|$)/;

/**
 * Whether `host` (Host, or X-Forwarded-Host from a trusted proxy) may be asked for `url` when the dashboard has a host
 * of its own: the public host refuses the dashboard and its API, and the dashboard's host serves nothing else (its
 * bare address leads to the dashboard). Pure, for the tests.
 */
export function opsHostAnswer(
  opsHost: string,
  host: string | undefined,
  url: string,
): 'serve' | 'not-found' | 'to-dashboard' {
  if (EITHER_HOST_PATH.test(url)) return 'serve';
  const onOpsHost = host?.toLowerCase() === opsHost;
  if (OPS_PATH.test(url)) return onOpsHost ? 'serve' : 'not-found';
  if (!onOpsHost) return 'serve';
  return url === '/' || url.startsWith('/?') ? 'to-dashboard' : 'not-found';
}

/** With OPS_OWN_HOST=on, answers each request only on its host (opsHostAnswer); a no-op otherwise. */
export function separateOpsHost(fastify: FastifyInstance, env: Pick<Env, 'OPS_OWN_HOST' | 'OPS_ORIGIN'>): void {
  if (env.OPS_OWN_HOST !== 'on' || !env.OPS_ORIGIN) return;
  const opsHost = new URL(env.OPS_ORIGIN).host.toLowerCase();
  fastify.addHook('onRequest', async (request, reply) => {
    const answer = opsHostAnswer(opsHost, request.host, request.url);
    if (answer === 'serve') return;
    if (answer === 'to-dashboard') return reply.redirect('/ops/', 302);
    // As for any address that is not there: nothing says the other host exists.
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const body: ApiErrorBody = {
        status: 404,
        code: ERROR_CODES.NOT_FOUND,
        message: `Cannot ${request.method} ${path}`,
      };
      return reply.status(404).send(body);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
