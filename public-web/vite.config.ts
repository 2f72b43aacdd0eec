import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vitest/config';
import { chakraSiteTokens } from './chakra-site-tokens.ts';

/**
 * The site's shell: our layout, the small components and helpers most pages use, and the few Chakra components the
 * layout names. Left to itself the bundler gives each module shared by a different set of pages its own file: dozens
 * of files per page, most of them tiny. Every file is a request and a compile task, and in Lighthouse's traces on two
 * cores those tasks waited for a core while the other files downloaded. Together they are one file (the counts are in
 * docs/benchmarks.md). What belongs here: modules the root route loads, and tiny ones nearly every page does
 * (Section, CtaBand). Anything listed is loaded on every page, so a module that becomes lazy must leave the list.
 */
const SHELL_MODULES = [
  /[\\/]src[\\/]app[\\/](layout[\\/](nav-links|SiteLogo|SiteFooter|SiteHeader|SiteLayout|layout-styles)|http|site|seo|when-idle|early-input|providers|site-routes)\.tsx?$/,
  /[\\/]src[\\/]components[\\/]ui[\\/](ButtonLink|TextLink|icons|toaster|Section|CtaBand|section-styles)\.tsx?$/,
  /[\\/]src[\\/]features[\\/]analytics[\\/](analytics-preferences|page-views|PageViewTracker)\.tsx?$/,
  /[\\/]src[\\/]features[\\/]coverage[\\/]components[\\/](Deferred|Neutral)ServedAreasText\.tsx$/,
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|container|heading|stack|link|icons|button[\\/]icon-button)[\\/.]/,
  /preload-helper/,
];

export default defineConfig({
  // One configuration for the build, the development server and the tests. React Router's plugin builds the app and
  // is not meant to run under Vitest (its documentation); the tests render pages directly, and Vite compiles JSX.
  plugins: [chakraSiteTokens(), !process.env.VITEST && reactRouter()],
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: {
      // A dynamic import preloads its chunk's dependencies by adding <link rel="modulepreload"> elements, and each
      // link costs the main thread time to start its fetch (a long task in a Chromium trace of /faq). The
      // served-areas text is loaded when the page is idle and no one is waiting for it, so its files are simply
      // imported in turn. The drawer and the dialogs, which a tap waits for, keep their preloads.
      resolveDependencies: (chunk, dependencies) => (/(^|\/)ServedAreasText-/.test(chunk) ? [] : dependencies),
    },
    rolldownOptions: {
      output: {
        // React, React DOM and React Router load on every page: one file instead of several small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // Chakra's styling engine, then its theme (tokens, recipes, component anatomies): also needed by every page
            // before anything renders. Two files so that evaluating them is two tasks (paint-first.mjs), not one.
            {
              name: 'chakra-core',
              test: /node_modules[\\/](@emotion|stylis|@pandacss|hoist-non-react-statics|react-is)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils)[\\/]/,
            },
            {
              name: 'chakra-theme',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|preset|anatomy\.js)|virtual:chakra-site-tokens/,
            },
            // Our shell (SHELL_MODULES above): one file instead of ~17 small ones.
            {
              name: 'shell',
              test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  // The API runs on :3000 (same origin in production); in development the dev server proxies to it.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Component tests render pages directly: jsdom, fetch mocked per test.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.{test,spec}.{ts,tsx}', 'scripts/**/*.test.mjs'],
    css: false,
    // One jsdom and one module graph per worker, not per file: each file's environment, setup and imports cost more
    // than its tests (about half the suite's CPU time). setup.ts's afterEach resets what is shared (the DOM, the
    // session, stubs, timers, storage), and mocks of a library come from one module (src/test/) so files agree on them.
    isolate: false,
    // A deadline, not a wait: forms typed key by key re-render Chakra on each key, and `npm test` runs these beside
    // the integration and end-to-end tiers on two cores (20 s was outlasted there with the machine kept busy).
    testTimeout: 60000,
  },
});
