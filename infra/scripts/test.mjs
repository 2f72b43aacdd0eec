// `npm test`: everything a change must pass, from a fresh clone. Prepares like `npm start` (dependencies,
// PostgreSQL, Redis), builds, then runs lint, type-checks and every workspace's tests, and ends with one
// summary line. Exits non-zero when anything failed.
//
// The steps form a small graph (each names the steps it needs) and run up to three at a time (TEST_SLOTS): the
// integration tests start as soon as the backend is built and the end-to-end tests after them, while lint,
// type-checks, unit and component tests take turns in the other slots. Each step's output is kept and printed whole when
// it ends, so parallel steps do not interleave. `npm test -- <word>` runs only the steps whose name contains the word; a step that was not selected
// counts as done for those that need it (as before: `npm test -- integration` uses the build that is there).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULTS, ensureDependencies, ensurePromtool, ensureServices, ensureTestChromium, log, ROOT } from './lib.mjs';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULTS.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? DEFAULTS.REDIS_URL;
const only = process.argv.slice(2); // e.g. `npm test -- backend` runs the matching steps only
const TMP = join(ROOT, '.tmp', 'test-results');
// Steps running at once. Two cores: the long steps spend much of their time waiting (timers, mail, browsers), and the
// third slot uses what they leave.
const SLOTS = Number(process.env.TEST_SLOTS ?? 3);
// Jest workers for the integration tests, each with a database of its own (backend/test/support/global-setup.cjs).
const INTEGRATION_WORKERS = process.env.TEST_INTEGRATION_WORKERS ?? '2';
const RESTORE_DRILL = 'restore-drill.int-spec.ts';

/** The same server and role, another database: `<name><suffix>`. */
function withDatabaseSuffix(url, suffix) {
  const other = new URL(url);
  other.pathname = `${other.pathname}${suffix}`;
  return other.toString();
}

// Where bash is, each command runs under it so that `times` can say the CPU it and everything it waited for used.
const BASH = ['/bin/bash', '/usr/bin/bash'].find((path) => existsSync(path));
const CPU_REPORT = '"$@"; status=$?; times >&3; exit $status';

/** `times`' second line ("1m2.345s 0m6.789s": children's user and system time) in seconds. */
function childrenCpuSeconds(report) {
  const line = report.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
}

/**
 * Runs a command with its output captured into `out` (an array of chunks); rejects on a non-zero exit. The CPU time
 * it used (user and system, its descendants included) is added to `out.cpuSeconds` when bash is there to measure.
 */
function exec(out, cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    out.push(`$ ${cmd === process.execPath ? 'node' : cmd} ${args.join(' ')}\n`);
    const child = BASH
      ? spawn(BASH, ['-c', CPU_REPORT, 'step', cmd, ...args], {
          cwd: ROOT,
          ...options,
          stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
        })
      : spawn(cmd, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let report = '';
    child.stdout.on('data', (chunk) => out.push(chunk.toString()));
    child.stderr.on('data', (chunk) => out.push(chunk.toString()));
    child.stdio[3]?.on('data', (chunk) => (report += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (report) out.cpuSeconds = (out.cpuSeconds ?? 0) + childrenCpuSeconds(report);
      if (code === 0) return resolve();
      const error = new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`);
      error.status = code ?? 1;
      reject(error);
    });
  });
}

function jsonCounts(file, read) {
  if (!existsSync(file)) return undefined;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}
// The first lines of a failure's message (colour codes out), so CI's last lines say why as well as what.
const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
function why(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3);
  return lines.length ? `\n             ${lines.map((line) => line.slice(0, 200)).join('\n             ')}` : '';
}
// Jest's and Vitest's JSON reports: counts, and the names of what failed (a file that failed before its tests ran
// counts as one failure, named by the file).
const jestCounts = (file) =>
  jsonCounts(file, (r) => {
    const failures = [];
    for (const suite of r.testResults ?? []) {
      const where = relative(ROOT, suite.name ?? '');
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`${where} › ${t.fullName ?? t.title}${why(t.failureMessages?.[0])}`);
      if (suite.status === 'failed' && !failedTests.length)
        failures.push(`${where} (the file failed before its tests)${why(suite.message)}`);
    }
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests, failures };
  });
// Playwright's JSON report nests suites (file, describe blocks) around specs; a spec failed when its test's outcome
// was "unexpected" (a retry that passed is "flaky", and counted as passed there, as Playwright does).
function playwrightFailures(suites, into = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests?.find((t) => t.status === 'unexpected');
      // The last try's error: with retries, what it still did after a second chance.
      const error = failed?.results?.at(-1)?.error ?? failed?.results?.at(-1)?.errors?.[0];
      if (failed) into.push(`${spec.file}:${spec.line} › ${spec.title}${why(error?.message)}`);
    }
    playwrightFailures(suite.suites, into);
  }
  return into;
}
const playwrightCounts = (file) =>
  jsonCounts(file, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures: playwrightFailures(r.suites),
  }));

/** Runs a test command that writes a JSON report, and returns its counts (also on failure). */
async function testRun(out, cmd, args, options, reportFile, counter) {
  rmSync(reportFile, { force: true });
  try {
    await exec(out, cmd, args, options);
  } catch (error) {
    error.counts = counter(reportFile);
    throw error;
  }
  return counter(reportFile);
}

/**
 * Runs the selected steps, at most SLOTS at once, each when the steps it needs have ended (passed or not: a step
 * whose input is broken fails on its own and says why). Among the ready steps, the first declared starts first.
 */
async function runSteps(steps) {
  const selected = steps.filter((s) => !only.length || only.some((o) => s.name.includes(o)));
  const done = new Set(steps.filter((s) => !selected.includes(s)).map((s) => s.name));
  const waiting = [...selected];
  const results = new Map();
  let running = 0;
  await new Promise((resolveAll) => {
    const startReady = () => {
      if (!waiting.length && !running) return resolveAll();
      while (running < SLOTS) {
        const next = waiting.find((s) => (s.needs ?? []).every((n) => done.has(n)));
        if (!next) break;
        waiting.splice(waiting.indexOf(next), 1);
        running++;
        const out = [];
        const started = Date.now();
        log(`${next.name} (started)`);
        let ok = true;
        Promise.resolve()
          .then(() => next.run(out))
          .catch((error) => {
            ok = false;
            out.push(`${error.message}\n`);
            return error.counts;
          })
          .then((counts) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            const cpu = out.cpuSeconds === undefined ? undefined : Math.round(out.cpuSeconds);
            results.set(next.name, { name: next.name, ok, counts, seconds, cpu });
            log(`${next.name} (${ok ? 'ok' : 'FAILED'}, ${seconds}s)`);
            process.stdout.write(out.join(''));
            done.add(next.name);
            running--;
            startReady();
          });
      }
    };
    startReady();
  });
  return selected.map((s) => results.get(s.name));
}

async function main() {
  ensureDependencies();
  await ensureServices({ DATABASE_URL: TEST_DATABASE_URL, REDIS_URL });
  mkdirSync(TMP, { recursive: true });
  const testEnv = { ...process.env, TEST_DATABASE_URL, REDIS_URL, TEST_REDIS_URL: REDIS_URL, CI: process.env.CI ?? '' };
  const npm = (out, args, options) => exec(out, 'npm', args, options);
  const tsc = (out, args) =>
    exec(out, process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), ...args]);
  const jest = join(ROOT, 'node_modules', '.bin', 'jest');
  const backend = join(ROOT, 'backend');
  const e2e = existsSync(join(ROOT, 'e2e', 'playwright.config.ts'));
  const e2eStep = 'end-to-end tests (Playwright, Chromium)';
  // Found (or installed) before the steps start: apt-get's output would otherwise land in the middle of theirs.
  const chromium = e2e && (!only.length || only.some((o) => e2eStep.includes(o))) ? ensureTestChromium() : undefined;

  /** One Jest project of the backend, its JSON report in TMP/<report>.json; `env` adds to the tests' environment. */
  const backendJest = (out, project, report, args = [], env = {}) =>
    testRun(
      out,
      jest,
      [
        '--config',
        'jest.config.cjs',
        '--selectProjects',
        project,
        '--json',
        `--outputFile=${join(TMP, `${report}.json`)}`,
        ...args,
      ],
      { cwd: backend, env: { ...testEnv, ...env } },
      join(TMP, `${report}.json`),
      jestCounts,
    );

  const componentTests = (workspace) => ({
    name: `${workspace} component tests`,
    needs: ['build (api-contract)'],
    run: (out) =>
      testRun(
        out,
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(TMP, `${workspace}.json`)}`],
        { cwd: join(ROOT, workspace), env: testEnv },
        join(TMP, `${workspace}.json`),
        jestCounts,
      ),
  });

  // Declared in order of priority: among the steps that are ready, the first declared starts first. The two long
  // poles (integration tests, then end-to-end tests) run one after the other; the shorter steps fill the other slots
  // and the time the long ones spend waiting on timers, mail and browsers.
  const steps = [
    { name: 'build (api-contract)', run: (out) => npm(out, ['run', 'build', '-w', 'packages/api-contract']) },
    {
      // Emit only (`--noCheck`, the same files as a checked build): the backend, its tests and its benchmarks are
      // type-checked once, as a whole, by `typecheck (backend)`.
      name: 'build (backend)',
      needs: ['build (api-contract)'],
      run: async (out) => {
        rmSync(join(backend, 'dist'), { recursive: true, force: true });
        await tsc(out, ['-p', join(backend, 'tsconfig.build.json'), '--noCheck']);
        // The drill integration test runs the compiled crash drill.
        rmSync(join(backend, 'dist-bench'), { recursive: true, force: true });
        await tsc(out, ['-p', join(backend, 'bench', 'tsconfig.json'), '--noCheck']);
      },
    },
    {
      name: 'build (public-web, ops-dashboard)',
      needs: ['build (api-contract)'],
      run: async (out) => {
        await npm(out, ['run', 'build', '-w', 'public-web']);
        await npm(out, ['run', 'build', '-w', 'ops-dashboard']);
      },
    },
    {
      name: 'backend integration tests',
      needs: ['build (backend)'],
      run: (out) =>
        backendJest(out, 'integration', 'backend-integration', [
          `--maxWorkers=${INTEGRATION_WORKERS}`,
          // Its own step, beside the end-to-end tests (below).
          `--testPathIgnorePatterns=${RESTORE_DRILL}`,
        ]),
    },
    ...(e2e
      ? [
          {
            name: e2eStep,
            // After the integration tests, not beside them: side by side on two cores (load 15-19) both tiers'
            // processes starved, a run took 29 minutes and tests with one-second windows (sign-in delays, mail
            // leases) failed in one run of two. In turn, each has the machine with only the short steps beside it.
            needs: ['build (backend)', 'build (public-web, ops-dashboard)', 'backend integration tests'],
            run: (out) =>
              testRun(
                out,
                'npx',
                ['playwright', 'test'],
                {
                  cwd: join(ROOT, 'e2e'),
                  env: { ...testEnv, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: join(TMP, 'e2e.json') },
                },
                join(TMP, 'e2e.json'),
                playwrightCounts,
              ),
          },
        ]
      : []),
    {
      // The restore drill (a cluster of its own backed up under load, lost and restored to a point in time: 36 s alone)
      // was one of the integration step's files, started last and ended its run alone (150 s under that load). Beside
      // the end-to-end tests it is over long before them. A base database of its own, so it never meets the
      // integration tests' copies.
      name: 'backend integration tests (restore drill)',
      needs: ['build (backend)', 'backend integration tests'],
      run: (out) =>
        backendJest(
          out,
          'integration',
          'backend-restore-drill',
          ['--maxWorkers=1', '--', `test/integration/${RESTORE_DRILL}`],
          { TEST_DATABASE_URL: withDatabaseSuffix(TEST_DATABASE_URL, '_restore') },
        ),
    },
    componentTests('public-web'),
    {
      name: 'lint',
      needs: ['build (api-contract)'],
      run: async (out) => {
        await exec(out, 'npx', ['eslint', '.', '--max-warnings=0']);
        await exec(out, 'npx', ['prettier', '--check', '.']); // `npm run format` fixes what this finds
      },
    },
    componentTests('ops-dashboard'),
    {
      name: 'typecheck (backend)',
      needs: ['build (api-contract)'],
      run: (out) => tsc(out, ['-p', join(backend, 'tsconfig.json'), '--noEmit']),
    },
    // api-contract's build is its type-check (the same tsc); vite builds do not type-check, so these keep theirs.
    {
      name: 'typecheck (public-web, ops-dashboard, e2e)',
      needs: ['build (api-contract)'],
      run: async (out) => {
        for (const workspace of ['public-web', 'ops-dashboard', 'e2e']) {
          if (existsSync(join(ROOT, workspace, 'package.json'))) await npm(out, ['run', 'typecheck', '-w', workspace]);
        }
      },
    },
    {
      // The alert rules parse, and each fires on the series that should raise it (alerts.test.yml), where Debian's
      // prometheus package gives promtool.
      name: 'monitoring rules (promtool)',
      run: async (out) => {
        const promtool = ensurePromtool(join(ROOT, '.tmp', 'tools'));
        if (!promtool) {
          out.push("promtool not found and Debian's prometheus package not available here: rules not checked\n");
          return;
        }
        const monitoring = join(ROOT, 'infra', 'monitoring');
        const promtoolIn = (args) => exec(out, promtool, args, { cwd: monitoring });
        await promtoolIn(['check', 'rules', 'alerts.yml']);
        await promtoolIn(['check', 'config', 'prometheus.yml']);
        await promtoolIn(['check', 'config', 'prometheus.compose.yml']);
        await promtoolIn(['test', 'rules', 'alerts.test.yml']);
      },
    },
    {
      name: 'backend unit tests',
      needs: ['build (api-contract)'],
      run: (out) => backendJest(out, 'unit', 'backend-unit'),
    },
  ];

  const results = await runSteps(steps);

  console.log('\nSummary');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    const c = r.counts
      ? ` (${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''})`
      : '';
    console.log(
      `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${c} ${r.seconds}s${r.cpu === undefined ? '' : ` (CPU ${r.cpu}s)`}`,
    );
    if (r.counts) {
      passed += r.counts.passed;
      failed += r.counts.failed;
    }
    if (!r.ok && !(r.counts && r.counts.failed > 0)) failed += 1; // a failed step without test counts counts once
    // Named again here, where a reader of the run's last lines looks first.
    for (const failure of r.counts?.failures ?? []) console.log(`         ✗ ${failure}`);
  }
  const cpu = results.filter((r) => r.cpu !== undefined);
  if (cpu.length) {
    // What the steps cost the machine (PostgreSQL's and Redis's own work not counted), beside the wall time.
    console.log(`\nCPU time of the steps: ${cpu.reduce((sum, r) => sum + r.cpu, 0)}s`);
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
