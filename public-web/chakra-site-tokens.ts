import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `virtual:chakra-site-tokens`: Chakra's default theme without its recipes, as this site uses it, worked out at build
 * time from Chakra's public `@chakra-ui/react/theme` entry (tokens, semantic tokens, global CSS, breakpoints,
 * keyframes, text, layer and animation styles). src/theme.ts adds the recipes the site renders.
 *
 * - Palettes no page, recipe or semantic token of ours uses are left out. Kept: gray, red, orange, green, blue
 *   (Chakra's alerts, toasts and status colours) and yellow; brand is our own (src/theme.ts). src/theme.test.ts
 *   fails if a source file uses a palette left out here.
 * - The site has no dark mode, so each semantic token keeps its light value only.
 * - Chakra's font tokens are left out: src/theme.ts sets our own.
 *
 * Each page start builds Chakra's token dictionary in the browser: with ~190 fewer tokens that is about a fifth less
 * work, each page's inline CSS carries fewer custom properties, and the unused values are not downloaded.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];
export const SITE_TOKENS_MODULE = 'virtual:chakra-site-tokens';

type Group = Record<string, unknown>;

const withoutUnusedPalettes = (group: Group) =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name)));

function lightOnly(tokens: unknown): unknown {
  if (!tokens || typeof tokens !== 'object') return tokens;
  if ('value' in tokens) {
    const { value } = tokens;
    return value && typeof value === 'object' && '_light' in value ? { ...tokens, value: value._light } : tokens;
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, nested]) => [key, lightOnly(nested)]));
}

/**
 * Chakra's theme config without recipes, trimmed as described above, and its global CSS (src/theme.ts leaves that out
 * where a built page already carries it): plain data, written into the bundle.
 */
export function siteBaseTheme() {
  const theme = createRequire(import.meta.url)('@chakra-ui/react/theme');
  const { fonts: _chakraFonts, colors, ...tokens } = theme.tokens as Group;
  const semanticTokens = theme.semanticTokens as Group;
  const chakraBaseTheme = {
    cssVarsPrefix: theme.cssVarsPrefix,
    cssVarsRoot: theme.cssVarsRoot,
    theme: {
      breakpoints: theme.breakpoints,
      keyframes: theme.keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(colors as Group) },
      semanticTokens: lightOnly({
        ...semanticTokens,
        colors: withoutUnusedPalettes(semanticTokens.colors as Group),
      }),
      textStyles: theme.textStyles,
      layerStyles: theme.layerStyles,
      animationStyles: theme.animationStyles,
    },
  };
  return { chakraBaseTheme, chakraGlobalCss: theme.globalCss };
}

export function chakraSiteTokens(): Plugin {
  const resolved = `\0${SITE_TOKENS_MODULE}`;
  return {
    name: 'chakra-site-tokens',
    resolveId: (id) => (id === SITE_TOKENS_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      return Object.entries(siteBaseTheme())
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
