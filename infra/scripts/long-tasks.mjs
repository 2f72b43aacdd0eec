// Main-thread blocking at page start, measured directly in Chromium at 4x CPU slowdown (Lighthouse's mobile factor):
// for each load, the time of long tasks beyond 50 ms (what Total Blocking Time adds up) and the longest task.
// Given two origins it loads them alternately, so both builds see the same moments of a busy machine: the way to
// compare two builds on a shared machine, where Lighthouse's own runs spread widely. Chromium starts with the
// Lighthouse bench's flags (lib.mjs).
//
//   node infra/scripts/long-tasks.mjs <origin A> [origin B] [--paths /,/finder,/faq] [--runs 9]
//
// Serve each build with the API, e.g. PORT=3301 PUBLIC_WEB_DIR=<a build>/client node backend/dist/main.js.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { benchChromium, ensureChromium } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const paths = option('paths', '/,/finder,/faq').split(',');
const runs = Number(option('runs', '9'));
const origins = args;
if (!origins.length || origins.length > 2 || !(runs > 0)) {
  console.error('usage: node infra/scripts/long-tasks.mjs <origin A> [origin B] [--paths /,/finder] [--runs 9]');
  process.exit(2);
}

// Chromium started as the Lighthouse bench starts it (same flags), Playwright driving it over CDP. Launched by
// Playwright, its own --disable-features list would be replaced by ours (Chromium keeps only the last one).
const chrome = benchChromium(chromeLauncher, ensureChromium(), 'long-tasks-');
let browser;

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3500); // start-up work (hydration, deferred chunks) ends within this at 4x
  const tasks = await page.evaluate(() => globalThis.__longTasks);
  await context.close();
  return { blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `Chromium at 4x CPU slowdown, ${runs} loads per page and origin, medians (blocking = long tasks beyond 50 ms)`,
);
try {
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${await chrome.start()}`);
  for (const path of paths) {
    const results = origins.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, origin] of origins.entries()) results[index].push(await load(new URL(path, origin).href));
    }
    const columns = origins.map(
      (origin, index) =>
        `${origins.length > 1 ? `${'AB'[index]} ` : ''}blocking ${ms(median(results[index].map((r) => r.blocking)))}, ` +
        `longest ${ms(median(results[index].map((r) => r.longest)))}`,
    );
    console.log(`${path.padEnd(8)} ${columns.join('  |  ')}`);
  }
} finally {
  // Also when a load fails: no Chromium or profile is left behind.
  await browser?.close();
  await chrome.close();
}
