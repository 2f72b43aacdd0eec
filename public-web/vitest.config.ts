import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './chakra-theme-alias.ts';
import { chakraSiteTokens } from './chakra-site-tokens.ts';
import { chakraSystemInSteps } from './chakra-system-in-steps.ts';

// Component tests render pages directly (no React Router Vite plugin): jsdom, fetch mocked per test.
export default defineConfig({
  plugins: [react(), chakraSiteTokens(), chakraSystemInSteps()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.{test,spec}.{ts,tsx}', 'scripts/**/*.test.mjs'],
    css: false,
    testTimeout: 20000,
  },
});
