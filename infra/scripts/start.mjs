// `npm start`: the whole product on this machine, from a fresh clone.
// Installs what is missing, makes sure PostgreSQL and Redis answer, migrates and seeds, builds,
// then runs the mail catcher, the API (which also serves the site) and the workers. Ctrl-C stops it all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  canConnect,
  databaseEnv,
  DEFAULTS,
  ensureDependencies,
  ensureServices,
  fail,
  log,
  ROOT,
  run,
  startChild,
  warn,
} from './lib.mjs';

// prepare-database creates the two roles and migrates as the owner; the API and workers get the runtime role only.
const database = databaseEnv();
const env = {
  DATABASE_URL: database.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? DEFAULTS.REDIS_URL,
  PORT: process.env.PORT ?? '3000',
  HOST: process.env.HOST ?? '127.0.0.1',
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
  SMTP_PORT: process.env.SMTP_PORT ?? '1025',
  PUBLIC_WEB_DIR: process.env.PUBLIC_WEB_DIR ?? join(ROOT, 'public-web', 'build', 'client'),
};
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT ?? 1080);
const WORKERS = Math.max(1, Number(process.env.WORKERS ?? 1));
const children = [];

async function main() {
  ensureDependencies();
  await ensureServices(env);

  log('Building the shared contract, the backend and the site…');
  run('npm', ['run', 'build', '-w', 'packages/api-contract']);
  run('npm', ['run', 'build', '-w', 'backend']);
  run('npm', ['run', 'build', '-w', 'public-web']);
  const opsDir = join(ROOT, 'ops-dashboard', 'build');
  if (existsSync(join(ROOT, 'ops-dashboard', 'package.json'))) {
    run('npm', ['run', 'build', '-w', 'ops-dashboard', '--if-present']);
    if (existsSync(join(opsDir, 'index.html'))) env.OPS_DASHBOARD_DIR = opsDir;
  }

  log('Applying migrations and seeding reference data…');
  // Outside production, a fresh database also gets a year of made-up demand for the dashboard's Demand page.
  const demo = process.env.NODE_ENV === 'production' ? [] : ['--demo'];
  run('node', ['backend/dist/cli/prepare-database.js', ...demo], { env: { ...process.env, ...env, ...database } });
  const opsSignIn = demoCoordinator();

  if (await canConnect('127.0.0.1', Number(env.SMTP_PORT))) {
    warn(`Something already listens on SMTP port ${env.SMTP_PORT}; emails go there.`);
  } else {
    children.push(
      startChild('mail catcher', join(ROOT, 'node_modules', '.bin', 'maildev'), [
        '--smtp',
        env.SMTP_PORT,
        '--web',
        String(MAIL_WEB_PORT),
        '--ip',
        '127.0.0.1',
        '--silent',
      ]),
    );
  }
  // The processes never see the owner's or the administrator's connection, even one exported in the shell.
  const appEnv = { ...env, DATABASE_MIGRATION_URL: '', DATABASE_ADMIN_URL: '' };
  children.push(startChild('api', process.execPath, ['backend/dist/main.js'], appEnv));
  for (let i = 0; i < WORKERS; i++)
    children.push(startChild(`worker ${i + 1}`, process.execPath, ['backend/dist/worker.js'], appEnv));

  const healthy = await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`);
  if (!healthy) {
    await stop();
    fail('The API did not become healthy within 60 seconds (see the log above).');
  }
  const base = env.PUBLIC_BASE_URL;
  console.log(`
  Home Physio Finder is running.
    Public site        ${base}/
    Ops dashboard      ${base}/ops/${env.OPS_DASHBOARD_DIR ? '' : '   (not built yet)'}${opsSignIn ? `\n                       ${opsSignIn}` : ''}
    API                ${base}/api   (health: ${base}/api/health)
    API docs           ${base}/api/docs
    Mail catcher       http://localhost:${MAIL_WEB_PORT}/   (every email the service sends)
  Press Ctrl-C to stop.
`);
}

/**
 * On a fresh database, one local demo coordinator for the dashboard; its generated password is kept in
 * .tmp/ (git-ignored) so that every later start prints it again. Never in production: the CLI refuses too.
 */
function demoCoordinator() {
  if (process.env.NODE_ENV === 'production') return '';
  const passwordFile = join(ROOT, '.tmp', 'ops-demo-coordinator.json');
  const result = spawnSync(
    process.execPath,
    ['backend/dist/cli/ops-user.js', 'demo', '--password-file', passwordFile],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    warn(`No demo ops account: ${(result.stderr || result.stdout).trim()}`);
    return '';
  }
  return result.stdout.trim();
}

async function waitForHealth(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 20000).unref();
        }),
    ),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stop().then(() => process.exit(0));
  });
}

main().catch(async (error) => {
  await stop();
  fail(error.message);
});
