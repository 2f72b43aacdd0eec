#!/usr/bin/env node
// Gzipped JavaScript the home page loads, counted from the build: every script the prerendered `/` HTML references
// (script src, modulepreload, inline import()), the modules the route manifest lists for `/` (root and the index
// route), and everything those import, statically or with import(): chunks loaded after hydration or on idle count
// too. The only chunks left out are those loaded solely on a user action (INTERACTION_ONLY). Run after `npm run build`;
// infra/scripts/lighthouse-bench.mjs checks the same figure against what Chromium actually downloads.
// Usage: node scripts/measure-bundle.mjs [budgetKb]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const budgetKb = Number(process.argv[2] ?? 170);
const html = readFileSync(join(clientDir, 'index.html'), 'utf8');

/** Chunks (by source module name) that load only when the visitor does something: not part of a page load. */
const INTERACTION_ONLY = [
  /^MobileNavDrawer-/, // opening the menu on a narrow screen
  /^ToastRegion-/, // the first toast
  /^toast-store-/,
  /^replay-early-input-/, // typing before the app has hydrated (app/early-input.tsx)
];

const roots = new Set();
const addRoot = (url) => {
  if (url.startsWith('/') && url.endsWith('.js')) roots.add(url);
};
for (const [, url] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) addRoot(url);
for (const [, url] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) addRoot(url);
for (const [, url] of html.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) addRoot(url);

// The route manifest: which modules the client router loads for `/`.
const manifestUrl = [...roots].find((url) => /\/manifest-[^/]+\.js$/.test(url));
if (!manifestUrl) throw new Error('the home page references no route manifest: has the build changed?');
{
  const source = readFileSync(join(clientDir, manifestUrl), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const entry = manifest.entry;
  [entry.module, ...(entry.imports ?? [])].forEach(addRoot);
  for (const route of Object.values(manifest.routes)) {
    const matchesHome = route.id === 'root' || route.index === true;
    if (matchesHome) [route.module, ...(route.imports ?? [])].forEach(addRoot);
  }
}

// Follow imports: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` and `import("./x.js")`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const files = new Set();
const skipped = new Set();
const visit = (url) => {
  if (files.has(url)) return;
  const path = join(clientDir, url);
  if (!existsSync(path)) throw new Error(`${url} is referenced but missing from the build`);
  files.add(url);
  const source = readFileSync(path, 'utf8');
  const resolve = (specifier) => posix.join(posix.dirname(url), specifier);
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) visit(resolve(specifier));
  for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) {
    const target = resolve(specifier);
    if (INTERACTION_ONLY.some((pattern) => pattern.test(posix.basename(target)))) skipped.add(target);
    else visit(target);
  }
};
roots.forEach(visit);

let total = 0;
const rows = [];
for (const url of files) {
  const gzipped = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
  total += gzipped;
  rows.push([url, gzipped]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [url, size] of rows)
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${url}${roots.has(url) ? '' : '  (loaded later)'}`);
const notCounted = [...skipped].filter((url) => !files.has(url));
if (notCounted.length) console.log(`\nNot counted (loaded only on a user action): ${notCounted.join(', ')}`);
const totalKb = total / 1024;
console.log(`\nHome page JavaScript: ${totalKb.toFixed(1)} kB gzipped in ${rows.length} files (budget ${budgetKb} kB)`);
process.exitCode = totalKb > budgetKb ? 1 : 0;
