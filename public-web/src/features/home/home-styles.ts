import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The home page's look, as class names in the theme's global CSS (built into the page's <head>): the page is the
 * first most families see, all of it is static, and so none of it needs styles computed while it hydrates.
 */
export const homeGlobalCss: GlobalStyleObject = {
  // On top of PageHero's band and container (section-styles.ts): more room around the site's main heading.
  '.home-hero': { py: { base: '12', md: '24' } },
  '.home-hero__eyebrow': { color: 'brand.fg', fontWeight: 'semibold', mb: '3' },
  '.home-hero__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: '3xl', sm: '4xl', md: '5xl' },
    lineHeight: '1.15',
    letterSpacing: 'tight',
  },
  '.home-hero__lead': {
    mt: '5',
    mx: 'auto',
    maxW: '2xl',
    fontSize: { base: 'lg', md: 'xl' },
    color: 'fg.muted',
  },
  '.home-stats': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(10rem, 1fr))' },
    gap: { base: '4', md: '6' },
    mb: { base: '8', md: '10' },
  },
  // The label comes first in the markup (a <dt> must precede its <dd>) and shows under the number.
  '.home-stats__item': {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    p: '4',
    borderRadius: 'xl',
    bg: 'bg.muted',
  },
  '.home-stats__label': { color: 'fg.muted', fontSize: 'sm' },
  '.home-stats__number': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand.fg' },
  // Promises about every physiotherapist (not badges of the company): short statements, one link to check.
  '.home-checks': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
    listStyleType: 'none',
  },
  '.home-checks__item': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'xl',
  },
  '.home-checks__icon': { color: 'brand.fg', flexShrink: 0, mt: '0.5' },
  '.home-checks__title': { fontWeight: 'semibold' },
  '.home-checks__text': { color: 'fg.muted', fontSize: 'sm', mt: '1' },
  '.home-checks__more': { textAlign: 'center', mt: '6' },
  '.home-steps': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '6',
    listStyleType: 'none',
  },
  '.home-steps__item': { bg: 'bg', borderRadius: 'xl', p: '6', borderWidth: '1px' },
  '.home-steps__marker': { display: 'flex', alignItems: 'center', gap: '3', mb: '3' },
  '.home-steps__icon': { color: 'brand.fg' },
  '.home-steps__number': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSize: '10',
    borderRadius: 'full',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontWeight: 'bold',
  },
  '.home-steps__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'lg',
    lineHeight: '1.875rem',
    mb: '2',
  },
  '.home-steps__text': { color: 'fg.muted' },
  '.home-steps__cta': { display: 'flex', justifyContent: 'center', mt: '10' },
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
