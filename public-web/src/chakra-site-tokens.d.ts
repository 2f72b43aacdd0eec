// Written at build time by chakra-site-tokens.ts.
declare module 'virtual:chakra-site-tokens' {
  import type { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

  export const colors: Parameters<typeof defineTokens.colors>[0];
  export const semanticColors: Parameters<typeof defineSemanticTokens.colors>[0];
  export const semanticShadows: Parameters<typeof defineSemanticTokens.shadows>[0];
}
