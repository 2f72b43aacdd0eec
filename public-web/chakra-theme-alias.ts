import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * `@chakra-theme/<file>` points at the individual theme modules inside @chakra-ui/react (tokens, one file per
 * recipe). src/theme.ts imports only the recipes the site renders instead of Chakra's `defaultConfig`, which
 * bundles all 76 recipes into every page (~25 kB gzipped of unused styles on the home page).
 */
const chakraCjsEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
export const chakraThemeAlias = {
  find: /^@chakra-theme\/(.*)$/,
  replacement: `${join(dirname(chakraCjsEntry), '..', 'esm', 'theme')}/$1.js`,
};
