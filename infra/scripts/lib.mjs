// Zero-dependency helpers for the root scripts: they must run on a fresh clone before `npm install`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/physio',
  TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/physio_test',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/**
 * The two database roles the scripts create on the PostgreSQL they use (backend/src/infra/database/database-roles.ts,
 * LOCAL_ROLES): the owner runs the migrations, the API and the workers connect as the runtime role.
 */
export const DATABASE_ROLES = { owner: 'physio_owner', runtime: 'physio_app' };

/** The same server and database as `url`, connecting as `role` (no password: the local server trusts it). */
export function withRole(url, role) {
  const other = new URL(url);
  other.username = role;
  other.password = '';
  return other.toString();
}

/**
 * The database settings for prepare-database (DATABASE_ADMIN_URL, DATABASE_MIGRATION_URL, DATABASE_URL) from the
 * environment: both DATABASE_URL and DATABASE_MIGRATION_URL as given, or else derived from an administrator's URL
 * (DATABASE_ADMIN_URL, else DATABASE_URL alone, else the local default), with prepare-database creating the roles.
 * The API and the workers get DATABASE_URL only.
 */
export function databaseEnv(source = process.env, fallback = DEFAULTS.DATABASE_URL) {
  if (source.DATABASE_URL && source.DATABASE_MIGRATION_URL) {
    return {
      DATABASE_URL: source.DATABASE_URL,
      DATABASE_MIGRATION_URL: source.DATABASE_MIGRATION_URL,
      ...(source.DATABASE_ADMIN_URL ? { DATABASE_ADMIN_URL: source.DATABASE_ADMIN_URL } : {}),
    };
  }
  const admin = source.DATABASE_ADMIN_URL ?? source.DATABASE_URL ?? fallback;
  return {
    DATABASE_ADMIN_URL: admin,
    DATABASE_MIGRATION_URL: withRole(admin, DATABASE_ROLES.owner),
    DATABASE_URL: withRole(admin, DATABASE_ROLES.runtime),
  };
}

const useColour = process.stdout.isTTY;
export const log = (msg) => console.log(useColour ? `\x1b[36m▸\x1b[0m ${msg}` : `▸ ${msg}`);
export const warn = (msg) => console.error(useColour ? `\x1b[33m!\x1b[0m ${msg}` : `! ${msg}`);

export function fail(msg) {
  console.error(useColour ? `\x1b[31m✖ ${msg}\x1b[0m` : `✖ ${msg}`);
  process.exit(1);
}

/** Runs a command in the foreground, streaming its output; throws on a non-zero exit. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    const error = new Error(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.status = result.status ?? 1;
    throw error;
  }
}

export function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** `npm install` when node_modules is missing or older than the lockfile (npm ci fails here: see stack-notes). */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  log('Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

export function canConnect(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(host, port, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const isLocal = (host) => ['127.0.0.1', 'localhost', '::1'].includes(host);
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => existsSync('/etc/debian_version');

function dockerAnswers() {
  return commandExists('docker') && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

function aptInstall(packages) {
  log(`Installing ${packages.join(', ')} with apt-get…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function startLocalPostgres() {
  if (!commandExists('pg_ctlcluster') && isDebian() && isRoot()) {
    aptInstall(['postgresql']);
    trustLocalConnections();
  }
  if (!commandExists('pg_ctlcluster')) return false;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const version of versions) {
    log(`Starting PostgreSQL ${version}…`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  }
  return versions.length > 0;
}

/** A PostgreSQL we installed ourselves trusts local TCP connections, as DATABASE_URL's default expects. */
function trustLocalConnections() {
  try {
    for (const version of readdirSync('/etc/postgresql')) {
      const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
      const rules = 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
      execFileSync('sh', [
        '-c',
        `grep -q '127.0.0.1/32 trust' ${hba} || (printf '${rules}' | cat - ${hba} > ${hba}.new && mv ${hba}.new ${hba})`,
      ]);
      log(`Local connections to PostgreSQL ${version} are trusted (development machine).`);
    }
  } catch (error) {
    warn(`Could not set up local trust authentication: ${error.message}`);
  }
}

function startLocalRedis(port) {
  if (!commandExists('redis-server') && isDebian() && isRoot()) aptInstall(['redis-server']);
  if (!commandExists('redis-server')) return false;
  log(`Starting Redis on port ${port}…`);
  // BullMQ requires noeviction; appendonly keeps queued jobs across a Redis restart.
  spawnSync(
    'redis-server',
    [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--maxmemory-policy',
      'noeviction',
      '--appendonly',
      'yes',
      '--dir',
      '/tmp',
    ],
    { stdio: 'inherit' },
  );
  return true;
}

/**
 * Makes sure the PostgreSQL and Redis named by DATABASE_URL / REDIS_URL answer: they may already run;
 * else docker compose where a Docker engine answers; else local servers that are installed; else, on
 * Debian as root, apt-get installs them; else stop and say exactly what to install.
 */
export async function ensureServices(env = process.env) {
  const db = new URL(env.DATABASE_URL ?? DEFAULTS.DATABASE_URL);
  const redis = new URL(env.REDIS_URL ?? DEFAULTS.REDIS_URL);
  const dbPort = Number(db.port || 5432);
  const redisPort = Number(redis.port || 6379);
  let dbUp = await canConnect(db.hostname, dbPort);
  let redisUp = await canConnect(redis.hostname, redisPort);
  if (dbUp && redisUp) return;

  if (dockerAnswers()) {
    log('Starting PostgreSQL and Redis with docker compose…');
    // Compose reads the whole file, whose app services require LINK_SIGNING_SECRET and TOTP_ENCRYPTION_KEY; these two
    // do not use them.
    run('docker', ['compose', 'up', '-d', 'postgres', 'redis'], {
      env: {
        ...process.env,
        LINK_SIGNING_SECRET: process.env.LINK_SIGNING_SECRET || 'unused-by-postgres-and-redis',
        TOTP_ENCRYPTION_KEY: process.env.TOTP_ENCRYPTION_KEY || 'unused-by-postgres-and-redis',
      },
    });
    dbUp = await waitForPort(db.hostname, dbPort, 60000);
    redisUp = await waitForPort(redis.hostname, redisPort, 30000);
  }
  if (!dbUp && isLocal(db.hostname) && startLocalPostgres()) dbUp = await waitForPort(db.hostname, dbPort);
  if (!redisUp && isLocal(redis.hostname) && startLocalRedis(redisPort)) {
    redisUp = await waitForPort(redis.hostname, redisPort);
  }
  const missing = [];
  if (!dbUp) {
    missing.push(
      `PostgreSQL is not reachable at ${db.hostname}:${dbPort}. Install PostgreSQL 15+ (Debian/Ubuntu: ` +
        `sudo apt-get install postgresql; macOS: brew install postgresql@16) and start it, or set DATABASE_URL.`,
    );
  }
  if (!redisUp) {
    missing.push(
      `Redis is not reachable at ${redis.hostname}:${redisPort}. Install Redis 7 (Debian/Ubuntu: ` +
        `sudo apt-get install redis-server; macOS: brew install redis) and start it, or set REDIS_URL.`,
    );
  }
  if (missing.length) fail(missing.join('\n  '));
}

/**
 * Finds promtool (Prometheus' rule checker) for the monitoring rules' step: on PATH, or taken out of Debian's
 * prometheus package into `dir` (`apt-get download` and `dpkg-deb -x`: no daemon installed, nothing started).
 * Undefined where neither works (not Debian): the step then says so and checks nothing.
 */
export function ensurePromtool(dir) {
  if (commandExists('promtool')) return 'promtool';
  const local = join(dir, 'prometheus', 'usr', 'bin', 'promtool');
  if (existsSync(local)) return local;
  if (!isDebian() || !commandExists('apt-get') || !commandExists('dpkg-deb')) return undefined;
  const debs = join(dir, 'prometheus-deb');
  mkdirSync(debs, { recursive: true });
  const download = () => spawnSync('apt-get', ['download', '-qq', 'prometheus'], { cwd: debs, stdio: 'ignore' });
  if (download().status !== 0 && isRoot()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    download();
  }
  const deb = readdirSync(debs).find((name) => name.startsWith('prometheus_') && name.endsWith('.deb'));
  if (!deb) return undefined;
  spawnSync('dpkg-deb', ['-x', join(debs, deb), join(dir, 'prometheus')], { stdio: 'ignore' });
  return existsSync(local) ? local : undefined;
}

/**
 * The browser for the end-to-end tests: Debian's Chromium headless shell (package chromium-headless-shell, the same
 * Chromium build without the desktop browser around it, which is what Playwright itself runs for headless tests).
 * The full browser in headless mode keeps desktop parts running beside the page (a hidden renderer for the omnibox
 * popup among them): the end-to-end step took 407 s and 238 s of CPU with it, 265 s and 135 s with the shell
 * (docs/testing.md). CHROMIUM_PATH still wins; without the shell and no way to install it, the full browser.
 */
export function ensureTestChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  if (!existsSync(shell) && isDebian() && isRoot()) {
    try {
      aptInstall(['chromium-headless-shell']);
    } catch (error) {
      warn(`${error.message}: the end-to-end tests use the full browser instead`);
    }
  }
  return existsSync(shell) ? shell : ensureChromium();
}

/**
 * Finds a Chromium, installing Debian's where possible: the full browser, which the benchmarks measure pages in as a
 * visitor's would. Never downloads a browser build.
 */
export function ensureChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  let found = candidates.find((p) => p && existsSync(p));
  if (!found && isDebian() && isRoot()) {
    aptInstall(['chromium']);
    found = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  }
  if (!found) {
    fail(
      'No Chromium found for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium; ' +
        'elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/**
 * Browser features the benchmarks turn off. Chromium 15x keeps a hidden renderer for its omnibox popup (browser UI
 * written as a web page, not the page under test) even when headless. It starts with the browser and, in a trace of
 * /faq, was busy while the page started. On a machine with few cores that takes CPU from the page, and Lighthouse
 * then counts the page's stretched tasks four times over as blocking time.
 * A phone's browser has no such desktop popup. Both features must be off for the renderer to go.
 */
export const BENCH_DISABLED_CHROMIUM_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const BENCH_CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium draws desktop overlay scrollbars and flashes them as each page loads: a run of fading frames,
  // each of which Lighthouse captures as a screenshot (figures in docs/benchmarks.md), and encoding them takes CPU
  // from the page on few cores. Puppeteer and Playwright pass this flag in headless mode too.
  '--hide-scrollbars',
];

/**
 * The flags both benchmarks start Chromium with: chrome-launcher's own (start with ignoreDefaultFlags: true), ours,
 * and the features above turned off. Chromium keeps only the last --disable-features it is given (checked here: a
 * second one brings the omnibox renderer back), so ours are added to chrome-launcher's list, not passed separately.
 */
export function benchChromiumFlags(chromeLauncher) {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  if (!defaults.some((flag) => flag.startsWith('--disable-features='))) {
    throw new Error("chrome-launcher's default flags no longer have --disable-features: update benchChromiumFlags()");
  }
  const merged = defaults.map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BENCH_DISABLED_CHROMIUM_FEATURES.join(',')}` : flag,
  );
  return [...merged, ...BENCH_CHROMIUM_FLAGS];
}

/**
 * A Chromium for the benchmarks: the flags above and a fresh temporary profile (nothing cached between runs).
 * `start()` launches it and gives its DevTools port; `close()` kills it and removes the profile, also when it never
 * started (chrome-launcher removes only profiles it created itself), so register `close` for signals before starting.
 */
export function benchChromium(chromeLauncher, chromePath, profilePrefix) {
  const userDataDir = mkdtempSync(join(tmpdir(), profilePrefix));
  let chrome;
  return {
    async start() {
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: benchChromiumFlags(chromeLauncher),
        ignoreDefaultFlags: true,
        userDataDir,
        logLevel: 'silent',
      });
      return chrome.port;
    },
    async close() {
      if (chrome) await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Starts a long-running child that shares our terminal; returns it. */
export function startChild(name, cmd, args, env) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) warn(`${name} exited (${signal ?? code})`);
  });
  child.processName = name;
  return child;
}
