import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './chakra-theme-alias.ts';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: [chakraThemeAlias] },
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // React, React DOM and React Router load on every page: one file instead of several small ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            // Chakra's styling engine and theme: also needed by every page before anything renders.
            {
              name: 'chakra-core',
              test: /node_modules[\\/](@emotion|stylis|@pandacss|hoist-non-react-statics|react-is)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|theme|preset)/,
            },
          ],
        },
      },
    },
  },
  // The API runs on :3000 (same origin in production); in development the dev server proxies to it.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
