import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium headless shell when it is there (about half the browser's CPU of the full browser in headless mode:
// docs/testing.md), else the full browser; CHROMIUM_PATH=/usr/bin/chromium for `--headed`. Never downloaded.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** These flags let Chromium run as root in a closed network. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: join(E2E_DIR, 'specs'),
  testMatch: '**/*.e2e-spec.ts',
  // Screenshots for people to look at: only with E2E_SCREENSHOTS_DIR set (a folder outside the repository).
  testIgnore: process.env.E2E_SCREENSHOTS_DIR ? [] : ['**/screenshots.e2e-spec.ts', '**/ops-screenshots.e2e-spec.ts'],
  outputDir: join(E2E_DIR, 'test-results'),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A 2-core machine also runs the API, the worker, PostgreSQL and Redis.
  workers: 2,
  // Dashboard journeys now confirm a family's email through the mail catcher before the queue sees the request.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // npm test sets PLAYWRIGHT_JSON_OUTPUT_NAME; a run by hand writes the JSON report under test-results/.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(E2E_DIR, 'test-results', 'report.json') }],
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A failed test's trace (actions, DOM snapshots, network) without the screencast: recording a frame per action
    // cost every test about 8% of its time (a failure still gets its screenshot, below). Under CI, where a failed test
    // is tried again, the trace is recorded on that second try only, not for every test that passes first time.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: `node ${JSON.stringify(join(E2E_DIR, 'scripts', 'start-stack.mjs'))}`,
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    // E2E_REUSE_STACK=1 keeps using a stack started earlier (faster while writing tests).
    reuseExistingServer: process.env.E2E_REUSE_STACK === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
