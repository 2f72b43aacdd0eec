import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { system } from '../theme';

/**
 * In a built page, Chakra's global styles (layer order, preflight, token variables) are already in the <style> block
 * that scripts/extract-css.mjs puts in <head>: rendering them again would rebuild ~50 kB of CSS on the main thread
 * (see chakra-lazy-global.ts). The prerender, the dev server and tests have no such block and render them as usual.
 */
const hasStaticGlobalCss = typeof document !== 'undefined' && document.querySelector('style[data-static-css]') !== null;
let providerSystem: typeof system | undefined;
// Worked out at first render: in a built page the system is only ready by then (theme.ts).
const getProviderSystem = (): typeof system =>
  (providerSystem ??= hasStaticGlobalCss
    ? Object.create(system, {
        _global: { value: [] },
        _config: { value: { ...system._config, disableLayers: true } },
      })
    : system);

/** App-wide providers. TanStack Query's provider sits in ApiDataLayout (only the pages that fetch load it). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getProviderSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
