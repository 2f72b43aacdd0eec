import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { EmailTemplate, MailContext } from './email-template.js';
import { compileMjmlTemplates, EmailRenderer, type MjmlSource } from './email-renderer.js';

/**
 * MJML (with its HTML parser, CSS inliner and minifier) costs the process tens of megabytes of memory that it
 * keeps after one run. The worker compiles the registered templates once, in a short-lived worker thread
 * whose heap goes away with it, and keeps only the resulting strings. The thread gets each template's MJML
 * and footer as workerData (strings only), so it loads no feature code.
 */
export async function createEmailRendererInThread(
  templates: readonly EmailTemplate<any>[],
  ctx: MailContext,
): Promise<EmailRenderer> {
  const sources: MjmlSource[] = templates.map(({ name, mjml, footer }) => ({ name, mjml, footer }));
  const worker = new Worker(new URL(import.meta.url), { workerData: sources });
  try {
    const html = await new Promise<Record<string, string>>((resolve, reject) => {
      worker.once('message', (message: { html?: Record<string, string>; error?: string }) =>
        message.html ? resolve(message.html) : reject(new Error(message.error ?? 'MJML compilation failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`MJML compilation thread exited with ${code}`)));
    });
    return EmailRenderer.fromMjmlOutput(templates, html, ctx);
  } finally {
    await worker.terminate();
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  compileMjmlTemplates(workerData as MjmlSource[]).then(
    (html) => port.postMessage({ html }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
