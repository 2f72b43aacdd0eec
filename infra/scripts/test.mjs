// `npm test`: everything a change must pass, from a fresh clone. Prepares like `npm start` (dependencies,
// PostgreSQL, Redis), builds, then runs lint, type-checks and every workspace's tests, and ends with one
// summary line. Exits non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS, ensureChromium, ensureDependencies, ensureServices, log, ROOT, run } from './lib.mjs';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULTS.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? DEFAULTS.REDIS_URL;
const only = process.argv.slice(2); // e.g. `npm test -- backend` runs the matching steps only
const results = [];
const TMP = join(ROOT, '.tmp', 'test-results');

function step(name, fn) {
  if (only.length && !only.some((o) => name.includes(o))) return;
  log(name);
  const started = Date.now();
  let counts;
  let ok = true;
  try {
    counts = fn();
  } catch (error) {
    ok = false;
    counts = error.counts;
    console.error(error.message);
  }
  results.push({ name, ok, counts, seconds: Math.round((Date.now() - started) / 1000) });
}

function jsonCounts(file, read) {
  if (!existsSync(file)) return undefined;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}
const jestCounts = (file) =>
  jsonCounts(file, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests }));
const playwrightCounts = (file) =>
  jsonCounts(file, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }));

/** Runs a test command that writes a JSON report, and returns its counts (also on failure). */
function testRun(cmd, args, options, reportFile, counter) {
  rmSync(reportFile, { force: true });
  try {
    run(cmd, args, options);
  } catch (error) {
    error.counts = counter(reportFile);
    throw error;
  }
  return counter(reportFile);
}

async function main() {
  ensureDependencies();
  await ensureServices({ DATABASE_URL: TEST_DATABASE_URL, REDIS_URL });
  mkdirSync(TMP, { recursive: true });
  const testEnv = { ...process.env, TEST_DATABASE_URL, REDIS_URL, TEST_REDIS_URL: REDIS_URL, CI: process.env.CI ?? '' };

  step('build', () => {
    run('npm', ['run', 'build', '-w', 'packages/api-contract']);
    run('npm', ['run', 'build', '-w', 'backend']);
    // The drill integration test runs the compiled crash drill.
    run('npm', ['run', 'build:bench', '-w', 'backend']);
    run('npm', ['run', 'build', '-w', 'public-web']);
    run('npm', ['run', 'build', '-w', 'ops-dashboard']);
  });
  step('lint', () => {
    run('npx', ['eslint', '.', '--max-warnings=0']);
    run('npx', ['prettier', '--check', '.']); // `npm run format` fixes what this finds
  });
  step('typecheck', () => run('npm', ['run', 'typecheck', '--workspaces', '--if-present']));

  const jest = join(ROOT, 'node_modules', '.bin', 'jest');
  step('backend unit tests', () =>
    testRun(
      jest,
      [
        '--config',
        'jest.config.cjs',
        '--selectProjects',
        'unit',
        '--json',
        `--outputFile=${join(TMP, 'backend-unit.json')}`,
      ],
      { cwd: join(ROOT, 'backend'), env: testEnv },
      join(TMP, 'backend-unit.json'),
      jestCounts,
    ),
  );
  step('backend integration tests', () =>
    testRun(
      jest,
      [
        '--config',
        'jest.config.cjs',
        '--selectProjects',
        'integration',
        '--runInBand',
        '--json',
        `--outputFile=${join(TMP, 'backend-integration.json')}`,
      ],
      { cwd: join(ROOT, 'backend'), env: testEnv },
      join(TMP, 'backend-integration.json'),
      jestCounts,
    ),
  );
  step('public-web component tests', () =>
    testRun(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(TMP, 'public-web.json')}`],
      { cwd: join(ROOT, 'public-web'), env: testEnv },
      join(TMP, 'public-web.json'),
      jestCounts,
    ),
  );
  step('ops-dashboard component tests', () =>
    testRun(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(TMP, 'ops-dashboard.json')}`],
      { cwd: join(ROOT, 'ops-dashboard'), env: testEnv },
      join(TMP, 'ops-dashboard.json'),
      jestCounts,
    ),
  );
  if (existsSync(join(ROOT, 'e2e', 'playwright.config.ts'))) {
    step('end-to-end tests (Playwright, Chromium)', () => {
      const chromium = ensureChromium();
      return testRun(
        'npx',
        ['playwright', 'test'],
        {
          cwd: join(ROOT, 'e2e'),
          env: { ...testEnv, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: join(TMP, 'e2e.json') },
        },
        join(TMP, 'e2e.json'),
        playwrightCounts,
      );
    });
  }

  console.log('\nSummary');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    const c = r.counts
      ? ` (${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''})`
      : '';
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${c} ${r.seconds}s`);
    if (r.counts) {
      passed += r.counts.passed;
      failed += r.counts.failed;
    }
    if (!r.ok && !(r.counts && r.counts.failed > 0)) failed += 1; // a failed step without test counts counts once
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
