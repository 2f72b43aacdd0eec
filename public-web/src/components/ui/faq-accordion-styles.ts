import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The FAQ panels' look (Chakra's "enclosed" accordion, as the site had it), as class names in the theme's global CSS:
 * built into each page's <head> at build time, so sixteen questions cost no style computation while the page
 * hydrates (see FaqAccordion.tsx).
 */
export const faqAccordionGlobalCss: GlobalStyleObject = {
  '.faq-accordion': {
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    overflow: 'hidden',
  },
  '.faq-accordion__item + .faq-accordion__item': { borderTopWidth: '1px', borderColor: 'border' },
  '.faq-accordion__item[data-state=open]': { bg: 'bg.subtle' },
  '.faq-accordion__heading': { fontSize: 'md', fontWeight: 'semibold', lineHeight: '1.5rem' },
  '.faq-accordion__trigger': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    width: 'full',
    minH: '12',
    px: '4',
    py: '4',
    textAlign: 'start',
    fontSize: 'md',
    fontWeight: 'inherit',
    cursor: 'pointer',
    // Inside the enclosed box the ring would be clipped: drawn inside the button instead.
    _focusVisible: { outlineOffset: '-3px' },
  },
  '.faq-accordion__question': { flex: '1' },
  '.faq-accordion__tag': {
    display: 'table',
    mb: '1.5',
    px: '1.5',
    minH: '5',
    borderRadius: 'l2',
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontSize: 'xs',
    lineHeight: '1.25rem',
    fontWeight: 'medium',
  },
  '.faq-accordion__indicator': {
    flexShrink: 0,
    color: 'fg.subtle',
    transition: 'rotate 0.2s',
  },
  '.faq-accordion__item[data-state=open] .faq-accordion__indicator': { rotate: '180deg' },
  '.faq-accordion__panel': { px: '4', pt: '2', pb: '4', color: 'fg.muted' },
};
