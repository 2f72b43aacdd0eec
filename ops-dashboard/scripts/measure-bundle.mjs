#!/usr/bin/env node
// Gzipped JavaScript the dashboard's first page loads, counted from the build: every script index.html references
// (script src and modulepreload) and everything those import statically. Chunks reached only through import() (the
// resource pages, My account, the QR code library) load when a page needs them and are listed apart, not counted.
// Run after `npm run build`. Usage: node scripts/measure-bundle.mjs [budgetKb]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const buildDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build');
const BASE = '/ops/';
const budgetKb = Number(process.argv[2] ?? 350);
const html = readFileSync(join(buildDir, 'index.html'), 'utf8');

const roots = new Set();
const addRoot = (url) => {
  if (url.startsWith(BASE) && url.endsWith('.js')) roots.add(url.slice(BASE.length));
};
for (const [, url] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) addRoot(url);
for (const [, url] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) addRoot(url);
if (roots.size === 0) throw new Error('index.html references no script: has the build changed?');

// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const files = new Set();
const lazy = new Set();
const visit = (path) => {
  if (files.has(path)) return;
  if (!existsSync(join(buildDir, path))) throw new Error(`${path} is referenced but missing from the build`);
  files.add(path);
  const source = readFileSync(join(buildDir, path), 'utf8');
  const resolve = (specifier) => posix.join(posix.dirname(path), specifier);
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) visit(resolve(specifier));
  for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(specifier));
};
roots.forEach(visit);

const gzipped = (path) => gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length;
const rows = [...files].map((path) => [path, gzipped(path)]).sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
for (const [path, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${path}`);
const later = [...lazy].filter((path) => !files.has(path)).sort();
if (later.length)
  console.log(`\nLoaded when a page needs them (not counted): ${later.map((p) => posix.basename(p)).join(', ')}`);
const totalKb = total / 1024;
console.log(
  `\nFirst page JavaScript: ${totalKb.toFixed(1)} kB gzipped in ${rows.length} files (budget ${budgetKb} kB)`,
);
process.exitCode = totalKb > budgetKb ? 1 : 0;
