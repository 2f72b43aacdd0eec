import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The home page's look, as class names in the theme's global CSS (built into the page's <head>): the page is the
 * first most families see, all of it is static, and so none of it needs styles computed while it hydrates.
 */
export const homeGlobalCss: GlobalStyleObject = {
  // On top of PageHero's band (section-styles.ts): text beside the home-visit picture from md up, the picture under
  // the buttons on a phone (the words and the finder button come first).
  '.home-hero': { py: { base: '10', md: '20' } },
  '.home-hero__inner': {
    maxW: '6xl',
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
    alignItems: 'center',
    gap: { base: '8', md: '10' },
    textAlign: { base: 'center', md: 'start' },
  },
  '.home-hero__actions': { justifyContent: { base: 'center', md: 'flex-start' } },
  '.home-hero__art': { width: 'full', height: 'auto', maxW: { base: '22rem', md: '30rem' }, mx: 'auto' },
  '.home-hero__eyebrow': { color: 'brand.fg', fontWeight: 'semibold', mb: '3' },
  '.home-hero__title': {
    fontFamily: 'heading',
    fontWeight: 'bold',
    fontSize: { base: '3xl', sm: '4xl', lg: '5xl' },
    lineHeight: '1.12',
    letterSpacing: 'tight',
  },
  '.home-hero__lead': { mt: '5', maxW: '2xl', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' },
  // A band in two parts: heading and figures, then the plain list of what we check.
  '.home-split': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '8', md: '16' },
    alignItems: 'start',
  },
  '.home-split__lead .page-section__intro': { mt: '3' },
  '.home-stats': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    gap: '4',
    mt: '6',
  },
  // The label comes first in the markup (a <dt> must precede its <dd>) and shows under the number.
  '.home-stats__item': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    borderTopWidth: '3px',
    borderColor: 'brand.emphasized',
    pt: '3',
  },
  '.home-stats__label': { color: 'fg.muted', fontSize: 'sm' },
  '.home-stats__number': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand.fg' },
  // Promises about every physiotherapist (not badges of the company): a plain list, one link to check.
  '.home-checks': { listStyleType: 'none' },
  '.home-checks__item': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '4',
    py: '5',
    borderBottomWidth: '1px',
    _first: { pt: '0' },
  },
  '.home-checks__icon': { color: 'brand.fg', bg: 'brand.subtle', borderRadius: 'full', p: '2.5', flexShrink: 0 },
  '.home-checks__title': { fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'lg' },
  '.home-checks__text': { color: 'fg.muted', mt: '1' },
  '.home-checks__more': { mt: '5' },
  // Pictured steps, open on the band rather than boxed.
  '.home-steps': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: { base: '10', md: '8' },
    listStyleType: 'none',
    textAlign: 'center',
  },
  '.home-steps__art': { mx: 'auto', mb: '4', width: '40', height: 'auto' },
  '.home-steps__number': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    me: '2',
    borderRadius: 'full',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontSize: 'md',
    verticalAlign: 'middle',
  },
  '.home-steps__title': { fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'lg', mb: '2' },
  '.home-steps__text': { color: 'fg.muted', maxW: 'xs', mx: 'auto' },
  '.home-steps__cta': { display: 'flex', justifyContent: 'center', mt: '10' },
  // One promise, large, on the brand's tint: a pause between the steps and the services.
  '.home-promise': { bg: 'brand.subtle', py: { base: '12', md: '16' } },
  '.home-promise__inner': { maxW: '3xl', textAlign: 'center' },
  '.home-promise__icon': { display: 'inline-flex', color: 'brand.fg', mb: '3' },
  '.home-promise__title': {
    fontFamily: 'heading',
    fontWeight: 'bold',
    fontSize: { base: '2xl', md: '4xl' },
    color: 'brand.900',
  },
  '.home-promise__text': { mt: '3', fontSize: { base: 'lg', md: '2xl' }, color: 'brand.900' },
  '.home-services': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: { base: '6', md: '8' },
    listStyleType: 'none',
    textAlign: 'center',
  },
  '.home-services__art': { mx: 'auto', mb: '3', width: { base: '32', md: '40' }, height: 'auto' },
  '.home-services__link': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: 'md', md: 'lg' },
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    // The whole item, picture included, is the link's target.
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
  '.home-services__item': { position: 'relative' },
  '.home-testimonial': {
    maxW: '3xl',
    mx: 'auto',
    bg: 'brand.subtle',
    borderRadius: '2xl',
    p: { base: '6', md: '10' },
    textAlign: 'center',
  },
  '.home-testimonial__quote': { fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'tall' },
  '.home-testimonial__caption': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    mt: '5',
    color: 'fg.muted',
  },
};
