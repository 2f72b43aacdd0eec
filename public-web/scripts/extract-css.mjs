// Gathers the styles Emotion inlines into every prerendered page (~70 <style> blocks scattered through the body) into
// one <style> block at the top of <head>, so the page is styled before its first paint and hydration no longer moves
// dozens of <style> elements into <head> (each move re-parses that CSS and restyles the page).
// The CSS stays inline rather than in a linked .css file on purpose: a stylesheet blocks the first paint until it
// arrives, and on a phone over slow 4G it competes with the module scripts for bandwidth (Lighthouse's first
// contentful paint was several times later with a linked file). Only the page's own rules are inlined.
// Each page also gets an empty `<style data-emotion="css id1 id2 …">`: Emotion reads those ids when it starts and
// treats the rules as already inserted, so it does not insert them again while hydrating.
// Chakra's global stylesheet (layer order, preflight, global CSS, token variables) goes first; providers.tsx then
// skips rendering it in the browser when the page has this block. Run after `react-router build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = new URL('../build/client/', import.meta.url).pathname;
const STYLE = /<style data-emotion="([^"]+)"(?:\s+nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const pages = [];
for await (const file of htmlFiles(root)) {
  const html = await readFile(file, 'utf8');
  if (html.includes('data-static-css')) throw new Error(`${relative(root, file)} was already processed: rebuild first`);
  const globalRules = new Map(); // "css-global <name>" -> css
  const componentRules = new Map(); // "<name> [<name>…]" -> css
  const stripped = html.replace(STYLE, (_tag, attribute, css) => {
    const [key, ...names] = attribute.split(' ');
    if (key === 'css-global') globalRules.set(attribute, css);
    else if (key === 'css') componentRules.set(names.join(' '), css);
    else throw new Error(`${relative(root, file)}: unexpected Emotion cache key '${key}'`);
    return '';
  });
  if (globalRules.size === 0) throw new Error(`${relative(root, file)}: no Chakra global styles found`);
  const css = [...globalRules.values(), ...componentRules.values()].join('');
  const names = [...componentRules.keys()].join(' ');
  const head = `<style data-static-css="">${css}</style><style data-emotion="css ${names}"></style>`;
  // As early in <head> as possible (after charset, viewport and meta tags), before any script or preload.
  const at = stripped.search(/<link\b|<script\b|<\/head>/);
  if (at < 0 || at > stripped.indexOf('</head>')) throw new Error(`${relative(root, file)}: no place in <head>`);
  await writeFile(file, stripped.slice(0, at) + head + stripped.slice(at));
  pages.push({ blocks: globalRules.size + componentRules.size, bytes: css.length });
}
const blocks = pages.reduce((total, page) => total + page.blocks, 0);
const kb = Math.max(...pages.map((page) => page.bytes)) / 1024;
console.log(`moved ${blocks} <style> blocks of ${pages.length} pages into <head> (largest ${kb.toFixed(0)} kB)`);
