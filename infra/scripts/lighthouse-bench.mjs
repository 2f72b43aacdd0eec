// `npm run bench site`: the public site's targets, measured in Debian's Chromium against the built site
// served by the API, everything on this machine.
//   - the home page's JavaScript: every script Chromium downloads for `/` (Lighthouse's network records),
//     gzipped (level 9, as public-web/scripts/measure-bundle.mjs does), target ≤ 170 kB;
//   - Lighthouse (default mobile settings: simulated throttling, Moto G Power emulation) on /, /finder and
//     /faq, LIGHTHOUSE_RUNS times each (default 5: single runs on shared cores spread widely), median score per
//     category; targets performance ≥ 90, accessibility, best practices and SEO 100. Failing audits are printed for every category under target.
//   - beside Lighthouse's TBT, each run's long tasks after the first paint from Lighthouse's own trace: their wall
//     time, the part the renderer spent on the CPU, and the TBT that CPU time gives (see ownCpuBlocking).
// Run after the builds (bench.mjs does them). Writes bench-results/lighthouse.json, and the full report of
// each page's median run to bench-results/lighthouse/<page>.json (open it in https://googlechrome.github.io/lighthouse/viewer/).
// Exits 0 when targets are missed (a benchmark prints figures), non-zero when the measurement itself failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchChromium, DATABASE_ROLES, DEFAULTS, ensureChromium, log, ROOT, warn, withRole } from './lib.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? DEFAULTS.REDIS_URL;
const SITE_DIR = join(ROOT, 'public-web', 'build', 'client');
const API_ENTRY = join(ROOT, 'backend', 'dist', 'main.js');
const PREPARE_DB = join(ROOT, 'backend', 'dist', 'cli', 'prepare-database.js');
const MEASURE_BUNDLE = join(ROOT, 'public-web', 'scripts', 'measure-bundle.mjs');
const OUT_DIR = join(ROOT, 'bench-results');

const PAGES = ['/', '/finder', '/faq'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_BUDGET_KB = 170;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const kb = (bytes) => bytes / 1024;
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pageSlug = (page) => (page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/\//g, '-'));

// ---------------------------------------------------------------------------------------------------
// The API serving the built site.

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function prepareDatabase() {
  log('Preparing the bench database…');
  const result = spawnSync(process.execPath, [PREPARE_DB], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_ADMIN_URL: DATABASE_URL,
      DATABASE_MIGRATION_URL: withRole(DATABASE_URL, DATABASE_ROLES.owner),
      DATABASE_URL: withRole(DATABASE_URL, DATABASE_ROLES.runtime),
      REDIS_URL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`prepare-database exited with ${result.status ?? result.signal}`);
}

async function startApi() {
  const port = await freePort();
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: withRole(DATABASE_URL, DATABASE_ROLES.runtime),
      REDIS_URL,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      PUBLIC_WEB_DIR: SITE_DIR,
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `benchsite${Date.now()}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const api = {
    port,
    origin: `http://localhost:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 60000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API exited during start-up (${await exited})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return api;
      last = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await api.stop();
  throw new Error(`the API did not become healthy within 60 s (last answer: ${last})`);
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse.

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'));
    return { lighthouse, chromeLauncher, version };
  } catch (error) {
    throw new Error(
      `lighthouse / chrome-launcher are not installed (npm install at the repository root): ${error.message}`,
      {
        cause: error,
      },
    );
  }
}

/** One Lighthouse run in a fresh Chromium (own temporary profile, so nothing is cached between runs). */
async function lighthouseRun({ lighthouse, chromeLauncher }, chromePath, url) {
  const chrome = benchChromium(chromeLauncher, chromePath, 'lighthouse-bench-');
  cleanup.push(chrome.close);
  try {
    const port = await chrome.start();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const slowdown = result.lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
    return { lhr: result.lhr, ownCpu: ownCpuBlocking(result.artifacts?.Trace?.traceEvents, slowdown) };
  } finally {
    cleanup.splice(cleanup.indexOf(chrome.close), 1);
    await chrome.close();
  }
}

/**
 * What the page's long tasks cost in CPU, beside the wall-clock time Lighthouse counts. Simulated throttling takes
 * each main-thread task's observed duration times its CPU slowdown (4 with the mobile settings); on a machine whose
 * cores are shared with Lighthouse itself, Chromium's other processes and the API, a task can last 20 ms while the
 * renderer ran for 1 ms of it, and it counts as 30 ms of blocking. Read from the trace of the load: the renderer's
 * top-level tasks from its first contentful paint on, their wall time against their thread time, and the blocking
 * time the same sum gives with thread time.
 */
function ownCpuBlocking(traceEvents, slowdown) {
  if (!Array.isArray(traceEvents)) return null;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const blocking = (ms) => Math.max(0, slowdown * ms - 50);
  const longTaskUs = (50 / slowdown) * 1000; // shorter tasks stay under 50 ms once slowed down
  let wallMs = 0;
  let cpuMs = 0;
  let tbtFromCpuMs = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    if (typeof e.dur !== 'number' || typeof e.tdur !== 'number' || e.dur < longTaskUs) continue;
    wallMs += e.dur / 1000;
    cpuMs += e.tdur / 1000;
    tbtFromCpuMs += blocking(e.tdur / 1000);
  }
  return {
    longTaskWallMs: Math.round(wallMs),
    longTaskCpuMs: Math.round(cpuMs),
    tbtFromCpuMs: Math.round(tbtFromCpuMs),
  };
}

const scoreOf = (lhr, category) => {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

/** Audits of a category that lost points: scored (not informative / manual / not applicable) and below 1. */
function failingAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return (
    refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
      .filter(({ audit }) => !['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode))
      // Performance: metrics that lost points, plus insights / diagnostics Lighthouse itself flags (score < 0.9).
      .filter(({ ref, audit }) => category !== 'performance' || ref.weight > 0 || audit.score < 0.9)
      .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? '',
        explanation: audit.explanation ?? '',
        // Most audits list items in an array; some insights keep an object there instead.
        items: (Array.isArray(audit.details?.items) ? audit.details.items : [])
          .slice(0, 5)
          .map(
            (item) =>
              item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? '',
          )
          .filter((s) => typeof s === 'string' && s),
      }))
  );
}

function metricsOf(lhr) {
  return Object.fromEntries(METRICS.map(([id, short]) => [short, lhr.audits[id]?.numericValue ?? null]));
}

/** The canonical link as Lighthouse saw it, and whether its `canonical` audit complains. */
function canonicalOf(lhr, origin) {
  const audit = lhr.audits.canonical;
  const hrefs = [];
  const links = lhr.audits['link-elements']?.details?.items; // not in every version: fall back to the page source below
  if (Array.isArray(links)) for (const l of links) if (/canonical/i.test(l.rel ?? '')) hrefs.push(l.href);
  return {
    score: audit?.score ?? null,
    scoreDisplayMode: audit?.scoreDisplayMode ?? 'missing',
    explanation: audit?.explanation ?? '',
    hrefs,
    pointsElsewhere: hrefs.some((href) => !href.startsWith(origin)),
  };
}

// ---------------------------------------------------------------------------------------------------
// The home page's JavaScript.

/** Scripts in a run's network records: url, transfer size (what went over the wire: brotli here). */
function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) throw new Error('the report has no network-requests audit: cannot count the JavaScript');
  return items
    .filter((r) => r.resourceType === 'Script' || /javascript|ecmascript/i.test(r.mimeType ?? ''))
    .filter((r) => /^https?:/.test(r.url))
    .map((r) => ({
      url: r.url,
      transferBytes: r.transferSize ?? 0,
      resourceBytes: r.resourceSize ?? 0,
      status: r.statusCode,
    }));
}

/** Gzip (level 9) size of every script, fetched uncompressed from the running server. */
async function measureHomeScripts(runs) {
  const byUrl = new Map();
  const perRun = [];
  for (const lhr of runs) {
    const scripts = scriptRequests(lhr);
    perRun.push(scripts.length);
    for (const s of scripts) if (!byUrl.has(s.url)) byUrl.set(s.url, s);
  }
  const files = [];
  for (const script of byUrl.values()) {
    const response = await fetch(script.url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${script.url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    files.push({
      path: new URL(script.url).pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      transferBytes: script.transferBytes,
    });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return {
    files,
    scriptsPerRun: perRun,
    gzipKb: kb(sum('gzipBytes')),
    transferKb: kb(sum('transferBytes')),
    uncompressedKb: kb(sum('bytes')),
  };
}

function runMeasureBundle() {
  if (!existsSync(MEASURE_BUNDLE)) return null;
  const result = spawnSync(process.execPath, [MEASURE_BUNDLE, String(JS_BUDGET_KB)], { cwd: ROOT, encoding: 'utf8' });
  const match = /Home page JavaScript: ([\d.]+) kB gzipped in (\d+) files/.exec(result.stdout ?? '');
  if (!match) {
    warn(
      `${relative(ROOT, MEASURE_BUNDLE)} printed no figure (exit ${result.status}): ${(result.stderr ?? '').trim().split('\n')[0]}`,
    );
    return { kb: null, files: null };
  }
  return { kb: Number(match[1]), files: Number(match[2]) };
}

// ---------------------------------------------------------------------------------------------------
// Printing.

function printScoreTable(results) {
  const cols = ['page', ...CATEGORIES];
  // Wide enough for "100 ✓  (100/100/…)" with every run's score.
  const scoreWidth = 10 + 4 * RUNS;
  const cell = (text, i) => String(text).padEnd(i === 0 ? 10 : scoreWidth);
  const lines = [
    cols.map(cell).join(''),
    ['target', ...CATEGORIES.map((c) => `${c === 'performance' ? '≥' : '='} ${TARGETS[c]}`)].map(cell).join(''),
  ];
  for (const page of PAGES) {
    const r = results[page];
    const row = [page];
    for (const c of CATEGORIES) {
      const score = r.median[c];
      row.push(
        score === null
          ? 'n/a ✗'
          : `${score} ${score >= TARGETS[c] ? '✓' : '✗'}  (${r.runs.map((run) => run.scores[c] ?? '-').join('/')})`,
      );
    }
    lines.push(row.map(cell).join(''));
  }
  console.log(`\n${lines.join('\n')}\n  (median of ${RUNS} runs, individual runs in brackets; ✓ target met, ✗ missed)`);
}

function printFailing(results) {
  let any = false;
  for (const page of PAGES) {
    for (const c of CATEGORIES) {
      const failing = results[page].failing[c];
      if (!failing) continue;
      any = true;
      console.log(
        `\n${page} ${c}: median ${results[page].median[c]} < ${TARGETS[c]}; audits that lost points in the median run:`,
      );
      if (!failing.length)
        console.log('    (none scored below 1: the score sits on the metric thresholds, see the metrics above)');
      for (const a of failing.slice(0, 15)) {
        const value = a.displayValue ? ` — ${a.displayValue}` : '';
        console.log(`    ${a.id}: ${a.title}${value} [score ${a.score}, weight ${a.weight}]`);
        if (a.explanation) console.log(`        ${a.explanation.split('\n')[0]}`);
        for (const item of a.items.slice(0, 3))
          console.log(`        · ${item.length > 140 ? `${item.slice(0, 137)}…` : item}`);
      }
    }
  }
  const measured = PAGES.every((p) => CATEGORIES.every((c) => results[p].median[c] !== null));
  if (!any && measured) console.log('\nEvery category meets its target on every page.');
  if (!measured) console.log('\nSome pages were not measured (n/a above): see the failures below.');
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  for (const [file, how] of [
    [join(SITE_DIR, 'index.html'), 'npm run build -w public-web'],
    [API_ENTRY, 'npm run build -w packages/api-contract && npm run build -w backend'],
  ]) {
    if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing: run ${how} first (npm run bench does)`);
  }
  const chromePath = ensureChromium();
  const lh = await loadLighthouse();
  const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'unknown';
  log(`Lighthouse ${lh.version} (default mobile settings, simulated throttling), ${chromeVersion}`);

  prepareDatabase();
  const api = await startApi();
  cleanup.push(() => api.stop());
  log(`API serving the built site on ${api.origin}`);

  const results = Object.fromEntries(PAGES.map((p) => [p, { runs: [], lhrs: [] }]));
  const failures = [];
  const runWarnings = new Set();
  // Pages interleaved, so a burst of load elsewhere on the machine does not land on one page only.
  for (let i = 0; i < RUNS; i++) {
    for (const page of PAGES) {
      const url = `${api.origin}${page}`;
      let lhr;
      let ownCpu = null;
      for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
        try {
          ({ lhr, ownCpu } = await lighthouseRun(lh, chromePath, url));
        } catch (error) {
          warn(`Lighthouse ${page} run ${i + 1} attempt ${attempt} failed: ${error.message}`);
          if (attempt === 2) failures.push(`${page} run ${i + 1}: ${error.message}`);
        }
      }
      if (!lhr) continue;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(lhr, c)]));
      const metrics = metricsOf(lhr);
      results[page].runs.push({
        scores,
        metrics,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        loadAverage: loadavg()[0],
        ownCpu,
      });
      for (const w of lhr.runWarnings ?? []) runWarnings.add(String(w));
      results[page].lhrs.push(lhr);
      log(
        `${page.padEnd(8)} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; ` +
          `FCP ${Math.round(metrics.FCP)} ms, LCP ${Math.round(metrics.LCP)} ms, TBT ${Math.round(metrics.TBT)} ms, ` +
          `CLS ${metrics.CLS?.toFixed(3)}, SI ${Math.round(metrics.SI)} ms (benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)})` +
          (ownCpu
            ? `; long tasks ${ownCpu.longTaskWallMs} ms, ${ownCpu.longTaskCpuMs} ms of it on the CPU (TBT from CPU time ${ownCpu.tbtFromCpuMs} ms)`
            : ''),
      );
    }
  }

  // Medians, the run that represents each category, its failing audits, canonical.
  mkdirSync(join(OUT_DIR, 'lighthouse'), { recursive: true });
  for (const page of PAGES) {
    const r = results[page];
    r.median = Object.fromEntries(CATEGORIES.map((c) => [c, median(r.runs.map((run) => run.scores[c]))]));
    r.medianMetrics = Object.fromEntries(
      METRICS.map(([, short]) => [short, median(r.runs.map((run) => run.metrics[short]))]),
    );
    r.failing = {};
    if (!r.lhrs.length) continue;
    for (const c of CATEGORIES) {
      if (r.median[c] === null || r.median[c] >= TARGETS[c]) continue;
      // The run whose score is closest to the median stands for the category.
      const closest = r.lhrs.reduce((best, lhr) =>
        Math.abs(scoreOf(lhr, c) - r.median[c]) < Math.abs(scoreOf(best, c) - r.median[c]) ? lhr : best,
      );
      r.failing[c] = failingAudits(closest, c);
    }
    const perfRun = r.lhrs.reduce((best, lhr) =>
      Math.abs(scoreOf(lhr, 'performance') - r.median.performance) <
      Math.abs(scoreOf(best, 'performance') - r.median.performance)
        ? lhr
        : best,
    );
    writeFileSync(join(OUT_DIR, 'lighthouse', `${pageSlug(page)}.json`), JSON.stringify(perfRun));
    r.canonical = canonicalOf(perfRun, api.origin);
    if (!r.canonical.hrefs.length) {
      // Lighthouse 12 keeps link elements in the artifacts, not in the report: read them from the served page.
      const html = await (await fetch(`http://127.0.0.1:${api.port}${page}`)).text();
      for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
        if (/rel="canonical"/i.test(tag)) r.canonical.hrefs.push(/href="([^"]*)"/i.exec(tag)?.[1] ?? '');
      }
      r.canonical.pointsElsewhere = r.canonical.hrefs.some((href) => !href.startsWith(api.origin));
    }
  }

  // JavaScript on the home page.
  let js = null;
  try {
    if (!results['/'].lhrs.length) throw new Error('no successful Lighthouse run of /');
    js = await measureHomeScripts(results['/'].lhrs);
  } catch (error) {
    failures.push(`home page JavaScript: ${error.message}`);
  }
  const bundle = runMeasureBundle();
  await api.stop();

  // Report.
  console.log('\nHome page JavaScript (every script Chromium downloaded for /, Lighthouse network records):');
  if (js) {
    for (const f of js.files) {
      console.log(
        `  ${kb(f.gzipBytes).toFixed(1).padStart(7)} kB gz  ${kb(f.transferBytes).toFixed(1).padStart(7)} kB sent  ${f.path}`,
      );
    }
    const verdict = js.gzipKb <= JS_BUDGET_KB ? '✓ within' : '✗ over';
    console.log(
      `  total ${js.gzipKb.toFixed(1)} kB gzipped in ${js.files.length} files (${verdict} the ${JS_BUDGET_KB} kB target); ` +
        `${js.transferKb.toFixed(1)} kB actually transferred (brotli + headers), ${js.uncompressedKb.toFixed(1)} kB uncompressed`,
    );
    if (new Set(js.scriptsPerRun).size > 1)
      warn(`the runs downloaded different numbers of scripts: ${js.scriptsPerRun.join(', ')}`);
  }
  if (bundle) {
    console.log(
      `  public-web/scripts/measure-bundle.mjs (static analysis of the build): ${bundle.kb ?? 'n/a'} kB gzipped in ${bundle.files ?? '?'} files`,
    );
  }

  printScoreTable(results);
  console.log(
    'Median metrics: ' +
      PAGES.map((p) => {
        const m = results[p].medianMetrics;
        const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
        return `${p} FCP ${ms(m.FCP)}, LCP ${ms(m.LCP)}, TBT ${ms(m.TBT)}, CLS ${m.CLS?.toFixed(3) ?? 'n/a'}, SI ${ms(m.SI)}`;
      }).join('; '),
  );
  console.log(
    'Long tasks after the first paint, medians (wall time, which Lighthouse counts · the part of it the renderer ran on ' +
      'the CPU · TBT from that CPU time): ' +
      PAGES.map((p) => {
        const own = results[p].runs.map((run) => run.ownCpu).filter(Boolean);
        if (!own.length) return `${p} n/a`;
        const m = (key) => Math.round(median(own.map((o) => o[key])));
        return `${p} ${m('longTaskWallMs')} · ${m('longTaskCpuMs')} · ${m('tbtFromCpuMs')} ms`;
      }).join('; '),
  );
  printFailing(results);

  // Simulated throttling multiplies this machine's own CPU time by 4: on a slow or busy machine the
  // performance score (TBT above all) is lower than the same build scores on a typical one.
  const indices = PAGES.flatMap((p) => results[p].runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
  const machine = {
    cores: cpus().length,
    benchmarkIndexMedian: median(indices),
    benchmarkIndexRange: indices.length ? [Math.min(...indices), Math.max(...indices)] : null,
    loadAverageRange: (() => {
      const loads = PAGES.flatMap((p) => results[p].runs.map((r) => r.loadAverage));
      return loads.length ? [Math.min(...loads), Math.max(...loads)].map((v) => Number(v.toFixed(1))) : null;
    })(),
  };
  if (machine.benchmarkIndexMedian !== null) {
    const note =
      machine.benchmarkIndexMedian < 1000
        ? ' (below ~1000: CPU-bound metrics such as TBT are inflated here, expect lower scores than on a typical machine)'
        : '';
    console.log(
      `\nMachine: ${machine.cores} cores, Lighthouse benchmarkIndex median ${Math.round(machine.benchmarkIndexMedian)} ` +
        `(range ${machine.benchmarkIndexRange.map(Math.round).join('–')}), 1-min load average ${machine.loadAverageRange.join('–')}${note}`,
    );
  }
  for (const w of runWarnings) warn(`Lighthouse: ${w}`);

  console.log('\nCanonical links (the site points them at the production origin, not at this localhost server):');
  for (const page of PAGES) {
    const c = results[page].canonical;
    if (!c) continue;
    const verdict =
      c.score === 1
        ? 'Lighthouse `canonical` audit passes'
        : c.score === null
          ? `audit ${c.scoreDisplayMode}`
          : `Lighthouse \`canonical\` audit FAILS: ${c.explanation}`;
    console.log(`  ${page.padEnd(8)} ${c.hrefs.join(', ') || '(no canonical link)'} — ${verdict}`);
  }

  const figures = {
    date: new Date().toISOString(),
    lighthouse: lh.version,
    chromium: chromeVersion,
    settings: 'Lighthouse defaults: mobile form factor, simulated throttling',
    runsPerPage: RUNS,
    machine,
    runWarnings: [...runWarnings],
    targets: { ...TARGETS, homeJsGzipKb: JS_BUDGET_KB },
    homeJs: js && {
      gzipKb: Number(js.gzipKb.toFixed(1)),
      transferKb: Number(js.transferKb.toFixed(1)),
      uncompressedKb: Number(js.uncompressedKb.toFixed(1)),
      withinTarget: js.gzipKb <= JS_BUDGET_KB,
      files: js.files,
      measureBundleKb: bundle?.kb ?? null,
    },
    pages: Object.fromEntries(
      PAGES.map((p) => {
        const r = results[p];
        const met = Object.fromEntries(CATEGORIES.map((c) => [c, r.median[c] !== null && r.median[c] >= TARGETS[c]]));
        return [
          p,
          {
            median: r.median,
            met,
            medianMetricsMs: r.medianMetrics,
            runs: r.runs,
            failingAudits: r.failing,
            canonical: r.canonical ?? null,
          },
        ];
      }),
    ),
    failures,
  };
  writeFileSync(join(OUT_DIR, 'lighthouse.json'), `${JSON.stringify(figures, null, 2)}\n`);
  log(
    `Figures written to ${relative(ROOT, join(OUT_DIR, 'lighthouse.json'))}, median-run reports to bench-results/lighthouse/`,
  );

  if (failures.length) {
    throw new Error(`measurement failed:\n  ${failures.join('\n  ')}`);
  }
}

const cleanup = [];
async function runCleanup() {
  while (cleanup.length) {
    try {
      await cleanup.pop()();
    } catch (error) {
      warn(`clean-up: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void runCleanup().then(() => process.exit(130));
  });
}

main()
  .then(runCleanup)
  .catch(async (error) => {
    await runCleanup();
    console.error(`Site benchmark: ${error.message}`);
    process.exit(1);
  });
