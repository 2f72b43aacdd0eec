import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { system } from '../theme';

/** App-wide providers. TanStack Query's provider sits in ApiDataLayout (only the pages that fetch load it). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
