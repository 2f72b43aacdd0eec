import type { FastifyInstance } from 'fastify';
import { NON_PAGE_POLICY, pagePolicy } from './content-security-policy.js';

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Browser features no page of ours uses: a script that gets in cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface SecurityHeaderOptions {
  /**
   * The site's public origin is https (PUBLIC_BASE_URL): every answer then carries HSTS, also when a proxy that
   * ends TLS forwards it over plain HTTP without saying so (no trusted X-Forwarded-Proto). A browser ignores HSTS
   * received over HTTP, so sending it on such a hop costs nothing.
   */
  publicOriginIsHttps?: boolean;
}

/**
 * Security headers on every answer: pages, files and JSON alike. A route that knows better (a prerendered page
 * with its own script hashes) sets its Content-Security-Policy itself; otherwise HTML gets the page policy with
 * scripts from this origin only, and everything else the minimal one. HSTS over HTTPS (the request's own
 * protocol, or X-Forwarded-Proto from a trusted proxy), and always when the public origin is https.
 */
export function addSecurityHeaders(fastify: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (options.publicOriginIsHttps || request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? pagePolicy() : NON_PAGE_POLICY);
    }
  });
}
