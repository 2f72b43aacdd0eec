import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { compileMjmlTemplates, EmailRenderer } from './email-renderer.js';
import type { MailContext } from './catalogue.js';

/**
 * MJML (with its HTML parser, CSS inliner and minifier) costs the process about 75 MB of memory that it
 * keeps after one run. The worker compiles the templates once, in a short-lived worker thread whose heap
 * goes away with it, and keeps only the resulting strings.
 */
export async function createEmailRendererInThread(ctx: MailContext): Promise<EmailRenderer> {
  const worker = new Worker(new URL(import.meta.url));
  try {
    const html = await new Promise<Record<string, string>>((resolve, reject) => {
      worker.once('message', (message: { html?: Record<string, string>; error?: string }) =>
        message.html ? resolve(message.html) : reject(new Error(message.error ?? 'MJML compilation failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`MJML compilation thread exited with ${code}`)));
    });
    return EmailRenderer.fromMjmlOutput(html, ctx);
  } finally {
    await worker.terminate();
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  compileMjmlTemplates().then(
    (html) => port.postMessage({ html }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
