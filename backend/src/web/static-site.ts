import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { ERROR_CODES, type ApiErrorBody } from '@physio/api-contract';
import { pagePolicy, parseCspHashManifest, type CspHashManifest } from './content-security-policy.js';
import { resolveSiteFile } from './site-paths.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** Written by the site's build (public-web/scripts/csp-hashes.mjs) beside its pages. */
export const CSP_HASH_MANIFEST = 'csp-hashes.json';

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
  // Read once: the pages do not change while the API runs.
  const scriptHashes = publicRoot ? readCspHashManifest(publicRoot) : new Map<string, readonly string[]>();
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
      // The dashboard's build has no inline scripts: scripts from this origin only.
      return sendSiteFile(reply, root, file, 200, pagePolicy());
    }
    const found = resolveSiteFile(root, path);
    const hashes = scriptHashes.get(found.file.split(sep).join('/')) ?? [];
    return sendSiteFile(reply, root, found.file, found.status, pagePolicy(hashes));
  });
}

function readCspHashManifest(root: string): CspHashManifest {
  const path = join(root, CSP_HASH_MANIFEST);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: rebuild the site (its pages' inline scripts would be refused without it)`);
  }
  try {
    return parseCspHashManifest(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** pagePolicyForFile: the Content-Security-Policy sent when the file is a page (other files get the default one). */
function sendSiteFile(
  reply: import('fastify').FastifyReply,
  root: string,
  file: string,
  status: number,
  pagePolicyForFile: string,
): import('fastify').FastifyReply {
  const hashedAsset = file.startsWith('assets/');
  reply.status(status);
  if (file.endsWith('.html')) reply.header('content-security-policy', pagePolicyForFile);
  if (!hashedAsset) reply.header('cache-control', 'no-cache');
  return reply.sendFile(file, root, {
    maxAge: hashedAsset ? ONE_YEAR_SECONDS * 1000 : 0,
    immutable: hashedAsset,
    cacheControl: hashedAsset,
  });
}
