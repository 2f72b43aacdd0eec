import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { pageCarriesGlobalCss, system } from '../theme';

/**
 * In a built page, Chakra's global styles (layer order, preflight, token variables) are already in the <style> block
 * that scripts/extract-css.mjs puts in <head>: rendering them again would make Emotion serialise and insert that CSS
 * a second time on the main thread. The prerender, the dev server and tests have no such block and render them.
 */
const providerSystem: typeof system = pageCarriesGlobalCss
  ? Object.create(system, {
      _global: { value: [] },
      _config: { value: { ...system._config, disableLayers: true } },
    })
  : system;

/** App-wide providers. TanStack Query's provider sits in ApiDataLayout (only the pages that fetch load it). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={providerSystem}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
