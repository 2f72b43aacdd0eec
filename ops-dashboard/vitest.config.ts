import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests render the app's pieces in jsdom; the API is a fetch stub per test.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One jsdom and one module graph per worker, not per file: each file's environment, setup and imports cost more
    // than its tests (about half the suite's CPU time). setup.ts's afterEach resets what is shared (the DOM, the
    // session, stubs, timers, storage), and mocks of a library come from one module (src/test/) so files agree on them.
    isolate: false,
    // jsdom, react-admin and typed input take seconds a test on a busy machine (the suite shares two cores with the
    // integration and browser tests); a hung test still fails, after a minute.
    testTimeout: 60000,
  },
});
