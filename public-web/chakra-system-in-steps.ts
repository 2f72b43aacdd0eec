import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Adds `createSystemInSteps` beside Chakra's `createSystem`: the same function, made async, handing the main thread
 * back to the browser before merging the configs, while merging them (`mergeConfigsInSteps`: each config is
 * deep-copied in its own task, then merged), and within and after building the token dictionary
 * (`createTokenDictionaryInSteps`). Each stepped copy is added beside Chakra's own function. createSystem runs
 * before anything can render; on a mid-range phone it is one ~150-250 ms task, long enough for a tap in that time to
 * go unanswered and for Lighthouse to count most of it as blocking time. In steps, no part is much over 50 ms there
 * (the merge alone was an 18 ms task on this machine with no slowdown, a third of it garbage collection).
 * src/theme.ts builds the browser's system with it, imported as `chakra-system-in-steps`, and the entry
 * (src/entry.client.tsx) hydrates once it is ready.
 * Runs after chakra-lazy-global.ts (the copy keeps its lazy `_global`); the build fails if the code it relies on
 * changes (@chakra-ui/react is pinned to an exact version).
 */
const NEXT_TASK = 'const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));';

/** createSystem in system.js: yield before and after the config merge, and await the stepped token dictionary. */
const SYSTEM = {
  module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  start: 'function createSystem(...configs) {',
  end: '\nfunction getTokenMap(',
  exports: 'export { createSystem, isValidSystem };',
  steps: [
    ['function createSystem(...configs) {', 'async function createSystemInSteps(...configs) { await nextTask();'],
    [
      'const config = mergeConfigs(...configs);',
      'const config = await mergeConfigsInSteps(...configs); await nextTask();',
    ],
    ['const tokens = createTokenDictionary({', 'const tokens = await createTokenDictionaryInSteps({'],
    [/(const tokens = await createTokenDictionaryInSteps\(\{[^}]*\}\);)/, '$1 await nextTask();'],
  ],
  imports: [
    [
      "import { createTokenDictionary } from './token-dictionary.js';",
      "import { createTokenDictionary, createTokenDictionaryInSteps } from './token-dictionary.js';",
    ],
    [
      "import { mergeConfigs } from './merge-config.js';",
      "import { mergeConfigs, mergeConfigsInSteps } from './merge-config.js';",
    ],
  ],
  newExports: 'export { createSystem, createSystemInSteps, isValidSystem };',
} as const;

/** createTokenDictionary in token-dictionary.js: yield after registering the tokens and twice while building. */
const TOKENS = {
  module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
  start: 'function createTokenDictionary(options) {',
  end: '\nfunction filterDefault(',
  exports: 'export { createTokenDictionary, tokenCategories };',
  steps: [
    ['function createTokenDictionary(options) {', 'async function createTokenDictionaryInSteps(options) {'],
    ['  function build() {', '  async function build() {'],
    ['    addReferences();', '    addReferences(); await nextTask();'],
    ['    applyMiddlewares("post");', '    applyMiddlewares("post"); await nextTask();'],
    ['  registerTokens();', '  registerTokens(); await nextTask();'],
    ['  build();\n  return dictionary;', '  await build();\n  return dictionary;'],
  ],
  imports: [],
  newExports: 'export { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };',
} as const;

/** mergeConfigs in merge-config.js: deep-copy each config in its own task, then merge, then adjust the tokens. */
const MERGE = {
  module: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]merge-config\.js$/,
  start: 'const mergeConfigs = (...configs) => {',
  end: '\nexport { mergeConfigs };',
  exports: 'export { mergeConfigs };',
  steps: [
    [
      'const mergeConfigs = (...configs) => {',
      'const mergeConfigsInSteps = async (...configs) => { const copies = []; for (const config of configs) { copies.push(clone(config)); await nextTask(); }',
    ],
    [
      'const merged = mergeWith({}, ...configs.map(clone));',
      'const merged = mergeWith({}, ...copies); await nextTask();',
    ],
  ],
  imports: [],
  newExports: 'export { mergeConfigs, mergeConfigsInSteps };',
} as const;

const STEPPINGS = [SYSTEM, TOKENS, MERGE];
type Stepping = (typeof STEPPINGS)[number];

/** `code` with an async copy of one function, each step's text replaced; null when Chakra's code has changed. */
function addSteppedCopy(code: string, stepping: Stepping): string | null {
  const start = code.indexOf(stepping.start);
  const end = code.indexOf(stepping.end);
  if (start < 0 || end <= start || !code.includes(stepping.exports)) return null;
  let stepped = code.slice(start, end);
  for (const [from, to] of stepping.steps) {
    const next = stepped.replace(from, to);
    if (next === stepped) return null;
    stepped = next;
  }
  let result = code
    .replace(stepping.end, () => `\n${NEXT_TASK}\n${stepped}${stepping.end}`)
    .replace(stepping.exports, stepping.newExports);
  for (const [from, to] of stepping.imports) {
    if (!result.includes(from)) return null;
    result = result.replace(from, to);
  }
  return result;
}

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
      const file = id.split('?')[0];
      const stepping = STEPPINGS.find(({ module }) => module.test(file));
      if (!stepping) return null;
      const stepped = addSteppedCopy(code, stepping);
      if (!stepped) this.error(`${id}: Chakra's code changed; update chakra-system-in-steps.ts`);
      return { code: stepped, map: null };
    },
  };
}
