import type { Plugin } from 'vite';

/**
 * Chakra's createSystem builds the global stylesheet (preflight, global CSS and one CSS variable per token) as soon
 * as the system is created: ~100 ms of main-thread work (several times that on a phone) before hydration can start.
 * Every built page already carries that CSS in <head> (scripts/extract-css.mjs), so in the browser it is not needed. This transform makes `system._global` lazy: it is computed when something reads it
 * (the prerender does, through ChakraProvider), not on every page load.
 * @chakra-ui/react is pinned to an exact version; the build fails if the code this relies on changes.
 */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _globalCss; const getGlobal = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const EXPORTED = /\n(\s*)_global,\n/;

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'chakra-lazy-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0])) return null;
      if (!code.includes(EAGER) || !EXPORTED.test(code)) {
        this.error(`${id}: Chakra's createSystem changed; update chakra-lazy-global.ts`);
      }
      return {
        code: code.replace(EAGER, LAZY).replace(EXPORTED, '\n$1get _global() { return getGlobal(); },\n'),
        map: null,
      };
    },
  };
}
