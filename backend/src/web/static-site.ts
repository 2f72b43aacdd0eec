import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ERROR_CODES, type ApiErrorBody } from '@physio/api-contract';
import { resolveSiteFile } from './site-paths.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves a prerendered site (the families' site at /, the dashboard under /ops/) from the API's own
 * origin. Hashed assets are cached for a year; HTML is revalidated on every visit. Unknown /api paths
 * still answer JSON.
 */
export async function serveStaticSites(
  app: NestFastifyApplication,
  sites: { publicWebDir?: string; opsDashboardDir?: string },
): Promise<void> {
  const publicRoot = sites.publicWebDir ? resolve(sites.publicWebDir) : undefined;
  const opsRoot = sites.opsDashboardDir ? resolve(sites.opsDashboardDir) : undefined;
  if (!publicRoot && !opsRoot) return;
  for (const root of [publicRoot, opsRoot]) {
    if (root && !existsSync(root)) throw new Error(`Static site folder ${root} does not exist: build it first`);
  }
  // serve: false: only reply.sendFile is added; routing is ours. preCompressed serves .br/.gz siblings.
  await app.register(fastifyStatic, { root: publicRoot ?? opsRoot!, serve: false, preCompressed: true });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const body: ApiErrorBody = { status: 404, code: ERROR_CODES.NOT_FOUND, message: `Cannot GET ${path}` };
      return reply.status(404).send(body);
    }
    const ops = opsRoot && (path === '/ops' || path.startsWith('/ops/'));
    const root = ops ? opsRoot : publicRoot;
    if (!root) return reply.status(404).type('text/plain').send('Not found');
    if (ops) {
      // The dashboard is a client-side app: every path under /ops/ that is not a file gets its index.html.
      const found = resolveSiteFile(root, path.slice('/ops'.length) || '/');
      const file = found.status === 200 ? found.file : 'index.html';
      return sendSiteFile(reply, root, file, 200);
    }
    const found = resolveSiteFile(root, path);
    return sendSiteFile(reply, root, found.file, found.status);
  });
}

function sendSiteFile(
  reply: import('fastify').FastifyReply,
  root: string,
  file: string,
  status: number,
): import('fastify').FastifyReply {
  const hashedAsset = file.startsWith('assets/');
  reply.status(status);
  if (!hashedAsset) reply.header('cache-control', 'no-cache');
  return reply.sendFile(file, root, {
    maxAge: hashedAsset ? ONE_YEAR_SECONDS * 1000 : 0,
    immutable: hashedAsset,
    cacheControl: hashedAsset,
  });
}
