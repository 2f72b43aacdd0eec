import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Adds `createSystemInSteps` beside Chakra's `createSystem`: the same function, made async, handing the main thread
 * back to the browser after merging the configs and after building the token dictionary. createSystem runs before
 * anything can render; on a mid-range phone it is one ~150 ms task (its three parts each ~40-60 ms), long enough
 * for a tap in that time to go unanswered and for Lighthouse to count most of it as blocking time. src/theme.ts
 * builds the browser's system with it, imported as `chakra-system-in-steps`, and the entry (src/entry.client.tsx)
 * hydrates once it is ready.
 * Runs after chakra-lazy-global.ts (the copy keeps its lazy `_global`); the build fails if the code it relies on
 * changes (@chakra-ui/react is pinned to an exact version).
 */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const START = 'function createSystem(...configs) {';
const END = '\nfunction getTokenMap(';
const AFTER_MERGE = 'const config = mergeConfigs(...configs);';
const AFTER_TOKENS = /(const tokens = createTokenDictionary\(\{[^}]*\}\);)/;
const EXPORTS = 'export { createSystem, isValidSystem };';
const NEXT_TASK = 'const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));';

export const SYSTEM_IN_STEPS_MODULE = 'chakra-system-in-steps';

export function chakraSystemInSteps(): Plugin {
  const systemModule = join(
    dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
    '..',
    'esm',
    'styled-system',
    'system.js',
  );
  return {
    name: 'chakra-system-in-steps',
    enforce: 'pre',
    resolveId: (id) => (id === SYSTEM_IN_STEPS_MODULE ? systemModule : null),
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0])) return null;
      const start = code.indexOf(START);
      const end = code.indexOf(END);
      const body = start >= 0 && end > start ? code.slice(start, end) : '';
      if (!body.includes(AFTER_MERGE) || !AFTER_TOKENS.test(body) || !code.includes(EXPORTS)) {
        this.error(`${id}: Chakra's createSystem changed; update chakra-system-in-steps.ts`);
      }
      const stepped = body
        .replace(START, 'async function createSystemInSteps(...configs) {')
        .replace(AFTER_MERGE, `${AFTER_MERGE} await nextTask();`)
        .replace(AFTER_TOKENS, '$1 await nextTask();');
      return {
        code: code
          .replace(END, `\n${NEXT_TASK}\n${stepped}${END}`)
          .replace(EXPORTS, 'export { createSystem, createSystemInSteps, isValidSystem };'),
        map: null,
      };
    },
  };
}
