import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The finder's frame (page, card, progress, step heading, buttons row) as class names in the theme's global CSS:
 * the same on every step, so nothing to compute while the page hydrates. The fields and buttons are Chakra's.
 */
export const finderGlobalCss: GlobalStyleObject = {
  '.finder-page': { bg: 'bg.muted', py: { base: '6', md: '12' }, minH: '70vh' },
  '.finder-page__inner': { maxW: '3xl' },
  '.finder-page__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: '2xl', md: '4xl' },
    lineHeight: '1.875rem',
    textAlign: 'center',
    mb: '2',
  },
  '.finder-page__intro': { textAlign: 'center', color: 'fg.muted', mb: { base: '6', md: '8' } },
  '.finder-card': { bg: 'bg', borderRadius: '2xl', borderWidth: '1px', boxShadow: 'sm', p: { base: '5', md: '8' } },
  '.step-progress': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    mb: '2',
    fontSize: 'sm',
    fontWeight: 'medium',
  },
  '.step-progress__share': { color: 'fg.muted' },
  '.step-progress__bar': { h: '2', mb: '8', borderRadius: 'full', bg: 'bg.emphasized', overflow: 'hidden' },
  '.step-progress__fill': { h: 'full', bg: 'brand.solid', borderRadius: 'full', transition: 'width 0.3s ease' },
  // The heading takes focus when the step changes (for screen readers); a ring there would look like a field.
  '.step-heading': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: 'xl', md: '2xl' },
    lineHeight: '1.875rem',
    mb: '2',
    _focus: { outline: 'none' },
  },
  '.step-heading__hint': { color: 'fg.muted', mb: '6' },
  '.finder-actions': { display: 'flex', justifyContent: 'space-between', gap: '3', mt: '8' },
};
