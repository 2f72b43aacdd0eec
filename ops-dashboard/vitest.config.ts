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
    // jsdom, react-admin and typed input take seconds a test on a busy machine (the suite shares two cores with the
    // integration and browser tests); a hung test still fails, after a minute.
    testTimeout: 60000,
  },
});
