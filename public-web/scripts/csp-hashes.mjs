// Lists, for every prerendered page, the SHA-256 hashes of its inline scripts, in csp-hashes.json at the root of
// the build: { "index.html": ["'sha256-…'", …], "faq/index.html": […], … }. The API reads it once when it starts and
// sends each page with `script-src 'self' <its hashes>`, so the page's own inline scripts (the early-input holder and
// paint-first start-up from paint-first.mjs, React Router's context and stream scripts, React's Suspense helpers)
// run, and nothing else inline does. Computing the hashes here, when the HTML is final, rather than in the API, keeps
// HTML parsing out of the server and makes a page that changes without a rebuild fail loudly in the browser.
// Run after every step that edits the HTML (extract-css.mjs, paint-first.mjs) and before precompress.mjs.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MANIFEST = 'csp-hashes.json';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
// Types a browser runs as script (the HTML standard's JavaScript MIME type essence matches, plus module and
// importmap). Any other type, such as application/ld+json, is a data block: never run, so CSP does not apply to it
// and its hash would only lengthen the header.
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function runs(attributes) {
  const type = TYPE.exec(attributes);
  if (!type) return true;
  return RUNNABLE_TYPES.has((type[1] ?? type[2] ?? type[3]).trim().toLowerCase());
}

/**
 * The CSP hash sources ('sha256-…') of the inline scripts a browser would run in this HTML, in document order,
 * without repeats. The hash is of the script's text as the browser's parser sees it (line breaks normalised to \n),
 * UTF-8 encoded.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || !runs(attributes) || text === '') continue;
    const parsed = text.replace(/\r\n?/g, '\n');
    const hash = `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Writes root/csp-hashes.json for every .html file under root; returns the manifest. */
export async function writeCspHashManifest(root) {
  const manifest = {};
  for await (const file of htmlFiles(root)) {
    manifest[relative(root, file).split(sep).join('/')] = inlineScriptHashes(await readFile(file, 'utf8'));
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(join(root, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../build/client/', import.meta.url));
  const manifest = await writeCspHashManifest(root);
  const pages = Object.keys(manifest).length;
  if (!pages) throw new Error(`no HTML page under ${root}`);
  const scripts = Object.values(manifest).reduce((total, hashes) => total + hashes.length, 0);
  console.log(`${MANIFEST}: ${scripts} inline script hashes for ${pages} pages`);
}
