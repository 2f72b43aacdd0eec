#!/usr/bin/env node
// Gzipped JavaScript the home page loads: every JS file the prerendered `/` HTML references (script src,
// modulepreload, inline import()), plus every module the route manifest lists for the routes matching `/`
// (root and the index route) with their imports. Run after `npm run build`. Usage: node scripts/measure-bundle.mjs [budgetKb]
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const budgetKb = Number(process.argv[2] ?? 170);
const html = readFileSync(join(clientDir, 'index.html'), 'utf8');

const files = new Set();
const add = (url) => {
  if (url.startsWith('/') && url.endsWith('.js')) files.add(url);
};
for (const [, url] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) add(url);
for (const [, url] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) add(url);
for (const [, url] of html.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) add(url);

// The route manifest: which modules the client router loads for `/`.
const manifestUrl = [...files].find((url) => /\/manifest-[^/]+\.js$/.test(url));
if (manifestUrl) {
  const source = readFileSync(join(clientDir, manifestUrl), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const entry = manifest.entry;
  [entry.module, ...(entry.imports ?? [])].forEach(add);
  for (const route of Object.values(manifest.routes)) {
    const matchesHome = route.id === 'root' || route.index === true;
    if (matchesHome) [route.module, ...(route.imports ?? [])].forEach(add);
  }
}

let total = 0;
const rows = [];
for (const url of files) {
  const path = join(clientDir, url);
  if (!existsSync(path)) continue;
  const gzipped = gzipSync(readFileSync(path), { level: 9 }).length;
  total += gzipped;
  rows.push([url, gzipped]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [url, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${url}`);
const totalKb = total / 1024;
console.log(`\nHome page JavaScript: ${totalKb.toFixed(1)} kB gzipped in ${rows.length} files (budget ${budgetKb} kB)`);
process.exitCode = totalKb > budgetKb ? 1 : 0;
