import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { createSystemInSteps } from 'chakra-system-in-steps';
// Chakra's default theme, piece by piece, so only the recipes below are bundled (see chakra-theme-alias.ts).
import { breakpoints } from '@chakra-theme/breakpoints';
import { globalCss as chakraGlobalCss } from '@chakra-theme/global-css';
import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { textStyles } from '@chakra-theme/text-styles';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { radioCardSlotRecipe } from '@chakra-theme/recipes/radio-card';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
// Colours and shadows without the palettes we never use, and light values only (see chakra-site-tokens.ts).
import { colors, semanticColors, semanticShadows } from 'virtual:chakra-site-tokens';
import { layoutGlobalCss } from './app/layout/layout-styles';
import { faqAccordionGlobalCss } from './components/ui/faq-accordion-styles';
import { sectionGlobalCss } from './components/ui/section-styles';
import { faqPageGlobalCss } from './features/faq/faq-styles';
import { finderGlobalCss } from './features/finder/finder-styles';
import { homeGlobalCss } from './features/home/home-styles';

/**
 * Components whose recipes are registered. A Chakra component not listed here renders unstyled or throws:
 * add its recipe below when a page starts using it (heavy pickers, menus and selects are left out on purpose).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      switch: switchSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Our look: a calm teal for trust, warm neutrals and the system font stack (no external fonts: privacy and speed).
 * `brand.solid` on white and white on `brand.solid` both pass WCAG AA for normal text (>= 4.5:1).
 */
const siteTheme = defineConfig({
  globalCss: {
    html: { scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg' },
    // A focus ring that is always visible on keyboard focus, whatever the component.
    ':focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // Words for screen readers and search engines only (e.g. completing a short link label).
    '.visually-hidden': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: '0',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: '0',
    },
    ...layoutGlobalCss,
    ...faqAccordionGlobalCss,
    ...sectionGlobalCss,
    ...homeGlobalCss,
    ...faqPageGlobalCss,
    ...finderGlobalCss,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
        mono: { value: 'ui-monospace, monospace' },
      },
      colors: {
        brand: {
          50: { value: '#eefaf7' },
          100: { value: '#d3f1ea' },
          200: { value: '#a8e2d6' },
          300: { value: '#72cbbd' },
          400: { value: '#40ac9e' },
          500: { value: '#279184' },
          600: { value: '#1d766c' },
          700: { value: '#1a5f58' },
          800: { value: '#184c47' },
          900: { value: '#173f3b' },
          950: { value: '#082523' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's default error red (#ef4444) is 3.8:1 on white; field messages need 4.5:1 (WCAG AA). No dark mode.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
});

const configs = [defaultBaseConfig, chakraTheme, siteTheme];

/**
 * The styling system. A built page in the browser creates it in steps, answering taps in between (see
 * chakra-system-in-steps.ts), and the entry (entry.client.tsx) hydrates once `systemReady` has resolved; nothing
 * reads `system` before that. The prerender, the tests and the development server create it at once.
 */
const createdInSteps = import.meta.env.PROD && typeof document !== 'undefined';
export let system: SystemContext = createdInSteps ? (undefined as never) : createSystem(...configs);
export const systemReady: Promise<SystemContext> = createdInSteps
  ? createSystemInSteps(...configs).then((created) => (system = created))
  : Promise.resolve(system);
