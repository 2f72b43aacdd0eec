import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { EmailTemplate, MailContext } from './email-template.js';
import { compileMjmlTemplates, EmailRenderer, type MjmlSource } from './email-renderer.js';
import { mjmlLayout } from './layout.js';

/**
 * MJML (with its HTML parser, CSS inliner and minifier) costs the process tens of megabytes of memory that it
 * keeps after one run. The worker compiles the registered templates once, in a short-lived worker thread
 * whose heap goes away with it, and keeps only the resulting strings. The thread gets each template's MJML
 * and footer as workerData (strings only), so it loads no feature code. With `cacheDir` (MAIL_TEMPLATE_CACHE_DIR),
 * a start whose templates were compiled before reads their HTML from there and starts no thread.
 */
export async function createEmailRendererInThread(
  templates: readonly EmailTemplate<any>[],
  ctx: MailContext,
  cacheDir?: string,
): Promise<EmailRenderer> {
  const sources: MjmlSource[] = templates.map(({ name, mjml, footer }) => ({ name, mjml, footer }));
  const cache = cacheDir ? compiledTemplatesCache(cacheDir, sources) : undefined;
  const html = cache?.read() ?? (await compileInThread(sources));
  cache?.write(html);
  return EmailRenderer.fromMjmlOutput(templates, html, ctx);
}

async function compileInThread(sources: MjmlSource[]): Promise<Record<string, string>> {
  const worker = new Worker(new URL(import.meta.url), { workerData: sources });
  try {
    return await new Promise<Record<string, string>>((resolve, reject) => {
      worker.once('message', (message: { html?: Record<string, string>; error?: string }) =>
        message.html ? resolve(message.html) : reject(new Error(message.error ?? 'MJML compilation failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`MJML compilation thread exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * MJML's output for these templates, kept in a folder (MAIL_TEMPLATE_CACHE_DIR) under a name that is a hash of
 * everything MJML is given (each template's MJML in its layout) and of MJML's version: a changed template, layout or
 * MJML is a new name, so nothing stale is ever read. Written whole and renamed into place, so a reader never sees
 * half a file; a file that cannot be read or written is ignored (the templates are compiled as without the cache).
 */
function compiledTemplatesCache(dir: string, sources: readonly MjmlSource[]) {
  const mjmlVersion = (createRequire(import.meta.url)('mjml/package.json') as { version: string }).version;
  const inputs = sources.map((t) => [t.name, mjmlLayout('{{__subject}}', t.mjml, t.footer)]);
  const key = createHash('sha256')
    .update(JSON.stringify([mjmlVersion, inputs]))
    .digest('hex')
    .slice(0, 32);
  const file = join(dir, `email-templates-${key}.json`);
  let found = false;
  return {
    read: (): Record<string, string> | undefined => {
      try {
        const html = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        found = sources.every((t) => typeof html[t.name] === 'string');
        return found ? html : undefined;
      } catch {
        return undefined;
      }
    },
    write: (html: Record<string, string>): void => {
      if (found) return;
      try {
        mkdirSync(dir, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify(html));
        renameSync(partial, file);
      } catch {
        // A read-only or full disk: the next start compiles again.
      }
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  compileMjmlTemplates(workerData as MjmlSource[]).then(
    (html) => port.postMessage({ html }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
