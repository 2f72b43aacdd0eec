// Integration tests run the compiled API and worker (dist/) as real processes against a real
// PostgreSQL database whose name says "test", with the committed migrations applied.
// The base database is prepared once (migrations + reference data); each Jest worker then gets a copy of its own
// (`<base>_w<JEST_WORKER_ID>`, see workerDatabaseUrl in env.ts), so test files can run side by side.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const pg = require('pg');

// The local roles of database-roles.ts (LOCAL_ROLES): the owner runs the migrations, the API and workers connect as the
// runtime role. TEST_DATABASE_URL's role (an administrator) creates both, and the tests' own queries use it.
const ROLES = { owner: 'physio_owner', runtime: 'physio_app' };
function asRole(url, role) {
  const other = new URL(url);
  other.username = role;
  other.password = '';
  return other.toString();
}

// The same rule as workerDatabaseUrl in env.ts.
function workerDatabaseName(base, workerId) {
  return `${base}_w${workerId}`;
}

module.exports = async (globalConfig) => {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/physio_test';
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to run integration tests against database "${name}": its name must contain "test".`);
  }
  process.env.TEST_DATABASE_URL = url;
  const backend = join(__dirname, '..', '..');
  if (!existsSync(join(backend, 'dist', 'main.js'))) {
    throw new Error(
      'backend/dist is missing: run `npm run build -w backend` (npm test does this) before integration tests.',
    );
  }
  execFileSync(process.execPath, [join(backend, 'dist', 'cli', 'prepare-database.js')], {
    env: {
      ...process.env,
      DATABASE_ADMIN_URL: url,
      DATABASE_MIGRATION_URL: asRole(url, ROLES.owner),
      DATABASE_URL: asRole(url, ROLES.runtime),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // One copy per worker, made fresh each run from the prepared base (a template copy is a file copy: fast).
  const workers = Math.max(1, globalConfig.maxWorkers || 1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const copy = workerDatabaseName(name, id);
      await client.query(`drop database if exists "${copy}" with (force)`);
      await client.query(`create database "${copy}" template "${name}" owner "${ROLES.owner}"`);
    }
  } finally {
    await client.end();
  }
};
