// Makes every prerendered page paint before its JavaScript loads, and load that JavaScript in short tasks.
//
// Each page is complete HTML with its CSS inline (extract-css.mjs): links work and text reads before any script
// runs. React Router still puts ~25 `<link rel="modulepreload">` in <head> and starts the app from an async inline
// module that imports the whole graph at once. Measured in Chromium on the built site:
//   - the preloads start all the page's JavaScript downloading at high priority alongside the page (on a slow phone
//     connection they share its bandwidth) and their compiles share the main thread with the first paint, which came
//     later with them (figures in docs/benchmarks.md);
//   - evaluating the whole graph is one long task (React, Chakra, then Chakra's createSystem), and a long task is a
//     page that does not answer a tap (longer still on a mid-range phone).
// So, on every prerendered page, this step:
//   1. removes the modulepreload links from the HTML;
//   2. rewrites the inline module script: it waits for the first contentful paint, then adds the same modulepreload
//      links, a few per task (all files still download in parallel, with no import waterfall), then imports the
//      shared chunks and the route modules one at a time, yielding to the browser between them, and finally starts
//      the app as before.
// React re-adds the preload links it renders when it hydrates; by then the files are loaded, so nothing is fetched
// twice.
//   3. adds, first thing in <head>, a script that holds any form submitted before the app has hydrated and notes any
//      typing: a page that paints first can be filled in first. src/app/early-input.tsx hands both to React.
// Run after `react-router build`; the build fails if React Router's output no longer has the expected shape.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? new URL('../build/client/', import.meta.url).pathname;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY = /^import\(("[^"]+")\);$/;
// What a family types or submits before hydration, kept in window.__earlyInput for src/app/early-input.tsx: the
// forms submitted (held, not sent by the browser) and each field's latest value or checked state. Once the app has
// hydrated, React sees every change itself, so a field changed after that is dropped from the record.
const HOLD_EARLY_INPUT = [
  '(function(){var early=window.__earlyInput={forms:new Set(),fields:new Map(),hydrated:false};',
  'early.hold=function(e){e.preventDefault();e.stopPropagation();early.forms.add(e.target);};',
  'early.type=function(e){var f=e.target;if(early.hydrated)early.fields.delete(f);',
  "else early.fields.set(f,f.type==='checkbox'||f.type==='radio'?f.checked:f.value);};",
  "addEventListener('submit',early.hold,true);addEventListener('input',early.type,true);",
  "addEventListener('change',early.type,true);})();",
].join('');
const HEAD = /<head>/;
// Resolves `done` once the page's first contentful paint has been presented on screen. requestAnimationFrame is not
// enough: it runs before that frame's style, layout and raster, and on a busy phone the frame can take hundreds of
// milliseconds more to reach the screen; preloads started at rAF time then compete with it (seen in Chromium: every
// script downloaded between the rAF and the first paint). Browsers without paint timing fall
// back to the frame after the first rAF. A hidden tab paints nothing, so it starts at once; a page that has not
// painted after 3 s starts anyway.
const WAIT_FOR_FIRST_PAINT = [
  '(done)=>{',
  "if(document.visibilityState==='hidden')return done();",
  'const timer=setTimeout(done,3000);',
  'const start=()=>{clearTimeout(timer);setTimeout(done,0);};',
  "if(!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return requestAnimationFrame(start);",
  "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}})",
  ".observe({type:'paint',buffered:true});",
  '}',
].join('');
// Each modulepreload link starts a fetch, which costs the main thread time: in Chromium traces of a fresh load, all
// the links in one task made a long task, and so did six (Lighthouse counts four times the time on a phone). Three per
// task keeps each task short; all files are still requested within a few milliseconds.
const PRELOADS_PER_TASK = 3;
// Chunks named in vite.config.ts that every page needs, in dependency order: evaluated first, each in its own task.
const SHARED_CHUNKS = ['framework', 'chakra-core', 'chakra-theme'].map(
  (name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`),
);

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The bootstrap React Router writes, read line by line: its static imports, the route-module map, the entry. */
function parseBootstrap(source, file) {
  const imports = [];
  let routeModules;
  let entry;
  for (const line of source
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    let match;
    if ((match = STATIC_IMPORT.exec(line))) imports.push({ binding: match[1] ?? null, specifier: match[2] });
    else if ((match = ROUTE_MODULES.exec(line))) routeModules = match[1];
    else if ((match = ENTRY.exec(line))) entry = match[1];
    else throw new Error(`${file}: unexpected line in React Router's bootstrap script: ${line}`);
  }
  if (!routeModules || !entry || !imports.length) throw new Error(`${file}: React Router's bootstrap script changed`);
  return { imports, routeModules, entry };
}

function bootstrapScript({ imports, routeModules, entry }, preloads) {
  const shared = SHARED_CHUNKS.map((pattern) => preloads.find((href) => pattern.test(href))).filter(Boolean);
  const steps = [
    ...shared.map((href) => `await import(${JSON.stringify(href)});await turn();`),
    ...imports.map(({ binding, specifier }) =>
      binding ? `const ${binding}=await import(${specifier});await turn();` : `await import(${specifier});`,
    ),
  ];
  return [
    'const turn=()=>new Promise((done)=>setTimeout(done,0));',
    `await new Promise(${WAIT_FOR_FIRST_PAINT});`,
    `const preloads=${JSON.stringify(preloads)};`,
    `for(let i=0;i<preloads.length;i+=${PRELOADS_PER_TASK}){for(const href of preloads.slice(i,i+${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}await turn();}`,
    ...steps,
    `window.__reactRouterRouteModules=${routeModules};`,
    `import(${entry});`,
  ].join('\n');
}

let pages = 0;
for await (const file of htmlFiles(root)) {
  const name = relative(root, file);
  const html = await readFile(file, 'utf8');
  if (html.includes('data-paint-first')) throw new Error(`${name} was already processed: rebuild first`);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap || !preloads.length) {
    // Pages without the app (none today) are left as they are.
    continue;
  }
  const script = bootstrapScript(parseBootstrap(bootstrap[1], name), preloads);
  if (!HEAD.test(html)) throw new Error(`${name}: no <head> to put the early-input script in`);
  const rewritten = html
    .replace(HEAD, () => `<head><script>${HOLD_EARLY_INPUT}</script>`)
    .replace(PRELOAD, '')
    .replace(BOOTSTRAP, () => `<script type="module" async="" data-paint-first="">${script}</script>`);
  await writeFile(file, rewritten);
  pages++;
}
if (!pages) throw new Error(`no prerendered page with React Router's bootstrap found under ${root}`);
console.log(`${pages} pages paint before their scripts load`);
