// Written at build time by chakra-site-tokens.ts.
declare module 'virtual:chakra-site-tokens' {
  import type { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

  export const colors: Parameters<typeof defineTokens.colors>[0];
  export const semanticColors: Parameters<typeof defineSemanticTokens.colors>[0];
  export const semanticShadows: Parameters<typeof defineSemanticTokens.shadows>[0];
}

// Chakra's createSystem, handing the main thread back between its steps (chakra-system-in-steps.ts).
declare module 'chakra-system-in-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  export function createSystemInSteps(...configs: SystemConfig[]): Promise<SystemContext>;
}
