import { createSystem, defaultBaseConfig, defineConfig, defineGlobalStyles } from '@chakra-ui/react';
// Only the recipes below are bundled: Chakra's `defaultConfig` would bring all of them to every page.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
// Chakra's theme without recipes, unused palettes or dark-mode values (see chakra-site-tokens.ts).
import { chakraBaseTheme, chakraGlobalCss } from 'virtual:chakra-site-tokens';
import { fontFaceGlobalCss, SITE_FONT_STACK } from './app/fonts';
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
  ...chakraBaseTheme,
  theme: {
    ...chakraBaseTheme.theme,
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
  },
});

/** Our global CSS: the static parts of the pages are styled by class names here, with Chakra's tokens. */
const siteGlobalCss = defineGlobalStyles({
  ...fontFaceGlobalCss,
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
});

/**
 * Our look: a calm teal for trust, warm neutrals and Figtree, a warm and very legible humanist face, served from our
 * own origin (app/fonts.ts: no request to a font service, for privacy and speed).
 * `brand.solid` on white and white on `brand.solid` both pass WCAG AA for normal text (>= 4.5:1).
 */
const siteTheme = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: SITE_FONT_STACK },
        body: { value: SITE_FONT_STACK },
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

/**
 * The global CSS: Chakra's reset and base styles, then ours. A built page carries it, with the token variables, in a
 * static <style> block in <head> (scripts/extract-css.mjs), so there the browser's system leaves it out: building it
 * is about half of createSystem's work, on the main thread before the page can hydrate. Everything else (tokens,
 * recipes, the class names of every component) is the same in the prerender, the browser, the tests and the
 * development server; src/theme.test.ts checks both systems render a page alike.
 */
const globalStyles = [
  defineConfig({ preflight: true, globalCss: chakraGlobalCss }),
  defineConfig({ globalCss: siteGlobalCss }),
];
export const pageCarriesGlobalCss =
  typeof document !== 'undefined' && document.querySelector('style[data-static-css]') !== null;

export const createSiteSystem = (withGlobalCss: boolean) =>
  createSystem(defaultBaseConfig, chakraTheme, siteTheme, ...(withGlobalCss ? globalStyles : []));

export const system = createSiteSystem(!pageCarriesGlobalCss);
