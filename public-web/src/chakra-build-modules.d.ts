// Written at build time by chakra-site-tokens.ts.
declare module 'virtual:chakra-site-tokens' {
  import type { GlobalStyleObject, SystemConfig } from '@chakra-ui/react';

  export const chakraBaseTheme: SystemConfig;
  export const chakraGlobalCss: GlobalStyleObject;
}
