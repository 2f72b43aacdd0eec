import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The bands most pages are built from (PageHero, Section, CtaBand) and a row of buttons, as class names in the theme's global
 * CSS: built into each page's <head> at build time, so they cost no style computation while a page hydrates.
 */
export const sectionGlobalCss: GlobalStyleObject = {
  '.page-hero': { bgGradient: 'to-b', gradientFrom: 'brand.subtle', gradientTo: 'bg', py: { base: '10', md: '20' } },
  '.page-hero__inner': { maxW: '4xl', textAlign: 'center' },
  '.page-hero__eyebrow': {
    fontWeight: 'semibold',
    color: 'brand.fg',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    fontSize: 'sm',
    mb: '3',
  },
  '.page-hero__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: '3xl', md: '5xl' },
    lineHeight: 'short',
    letterSpacing: 'tight',
  },
  '.page-hero__subtitle': { mt: '4', mx: 'auto', maxW: '2xl', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' },
  // With a picture: text beside it from md up, left-aligned; the picture under the text on a phone.
  '.page-hero__inner--pictured': {
    maxW: '6xl',
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
    alignItems: 'center',
    gap: '8',
    textAlign: { md: 'start' },
    '& .page-hero__subtitle': { mx: { md: '0' } },
    '& .button-row': { justifyContent: { md: 'flex-start' } },
  },
  '.page-hero__art': { width: 'full', height: 'auto', maxW: { base: '12rem', md: '20rem' }, mx: 'auto' },
  '.page-section': { bg: 'bg', py: { base: '10', md: '16' } },
  '.page-section--muted': { bg: 'bg.muted' },
  '.page-section--brand': { bg: 'brand.subtle' },
  '.page-section__inner': { maxW: '6xl' },
  '.page-section__header': { textAlign: 'center', maxW: '3xl', mx: 'auto', mb: { base: '6', md: '10' } },
  // A section's title, also on the dark call-to-action band.
  '.page-section__title, .cta-band__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: 'short',
  },
  '.page-section__title:not(:last-child)': { mb: '3' },
  '.page-section__intro': { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' },
  '.cta-band': { bg: 'brand.900', color: 'white', py: { base: '12', md: '16' } },
  '.cta-band__inner': { maxW: '3xl', textAlign: 'center' },
  '.cta-band__text': { mt: '3', fontSize: { base: 'md', md: 'lg' }, color: 'brand.100' },
  // Buttons side by side, stacked on narrow phones.
  '.button-row': {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    justifyContent: 'center',
    gap: '3',
    mt: '8',
  },
};
