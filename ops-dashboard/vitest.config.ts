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
    testTimeout: 20000,
  },
});
