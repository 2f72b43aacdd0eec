// Integration tests run the compiled API and worker (dist/) as real processes against a real
// PostgreSQL database whose name says "test", with the committed migrations applied.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async () => {
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
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};
