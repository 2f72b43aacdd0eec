// `npm run bench`: the performance targets, measured on this machine with everything local.
// Prints figures (and writes them to bench-results/); it never fails a build on timing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS, ensureDependencies, ensureServices, log, ROOT, run } from './lib.mjs';

const only = process.argv.slice(2);
const REDIS_URL = process.env.REDIS_URL ?? DEFAULTS.REDIS_URL;
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';

const benches = [
  { name: 'finder', script: 'backend/dist-bench/bench/finder-bench.js' },
  { name: 'waitlist', script: 'backend/dist-bench/bench/waitlist-bench.js' },
  { name: 'site', script: 'infra/scripts/lighthouse-bench.mjs' },
  { name: 'ops', script: 'backend/dist-bench/bench/ops-bench.js' },
  // The promises report and the demand report at 1,000,000 requests and a million demand events (issue 26).
  { name: 'reports', script: 'backend/dist-bench/bench/reports-bench.js' },
  // Two APIs and two workers, one of each killed with SIGKILL under load: checks nothing is lost (infra/README.md).
  { name: 'drill', script: 'backend/dist-bench/bench/drill-bench.js' },
  // 100,000 referral offers due in the same minute, two workers: lapsed and offered again (issue 26).
  { name: 'deadlines', script: 'backend/dist-bench/bench/deadlines-bench.js' },
  // A cluster of its own with a million requests, backed up under load, lost and restored to a point in time (issue 28).
  { name: 'restore', script: 'backend/dist-bench/bench/restore-bench.js' },
  // Other visitors' latency with and without four connections sending hostile bodies.
  { name: 'hostile', script: 'backend/dist-bench/bench/hostile-bench.js' },
];

async function main() {
  ensureDependencies();
  await ensureServices({ DATABASE_URL: BENCH_DATABASE_URL, REDIS_URL });
  log('Building…');
  run('npm', ['run', 'build', '-w', 'packages/api-contract']);
  run('npm', ['run', 'build', '-w', 'backend']);
  run('npm', ['run', 'build:bench', '-w', 'backend']);
  if (!only.length || only.includes('site')) run('npm', ['run', 'build', '-w', 'public-web']);
  if (!only.length || only.includes('ops')) run('npm', ['run', 'build', '-w', 'ops-dashboard', '--if-present']);
  for (const bench of benches) {
    if (only.length && !only.includes(bench.name)) continue;
    if (!existsSync(join(ROOT, bench.script))) {
      log(`${bench.name}: ${bench.script} does not exist yet, skipped`);
      continue;
    }
    log(`Benchmark: ${bench.name}`);
    // RATE_LIMITS=off: every request of a load test comes from this one machine (one client for the limits).
    run('node', [bench.script], { env: { ...process.env, REDIS_URL, BENCH_DATABASE_URL, RATE_LIMITS: 'off' } });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
