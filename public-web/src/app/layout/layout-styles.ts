import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * Styles of the site footer, shared by every page, as plain class names in the theme's global CSS (with Chakra
 * tokens). The global CSS is built into each page's <head> at build time, so these elements cost nothing when
 * the page hydrates, unlike Chakra style props, which are computed in the browser for every element.
 */
export const layoutGlobalCss: GlobalStyleObject = {
  '.site-footer': { bg: 'brand.950', color: 'gray.100', pt: { base: '10', md: '14' }, pb: '8' },
  '.site-footer__inner': { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } },
  '.site-footer__grid': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: { base: '8', lg: '10' },
  },
  '.site-footer__about': { display: 'flex', flexDirection: 'column', gap: '4' },
  '.site-footer__about > p': { fontSize: 'sm', color: 'gray.200' },
  '.site-footer__heading': { fontSize: 'md', fontWeight: 'semibold', lineHeight: '1.875rem', color: 'white', mb: '3' },
  '.site-footer__links': { listStyleType: 'none', display: 'flex', flexDirection: 'column' },
  '.site-footer__link': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '8',
    fontSize: 'sm',
    color: 'gray.100',
    borderRadius: 'l1',
    _hover: { color: 'white', textDecoration: 'underline' },
  },
  '.site-footer__bottom': {
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
    borderColor: 'whiteAlpha.300',
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '4',
    justifyContent: 'space-between',
    alignItems: { base: 'flex-start', md: 'center' },
  },
  '.site-footer__legal': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', color: 'gray.200' },
  '.site-footer__badges': {
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    fontSize: 'sm',
    color: 'white',
    flexShrink: 0,
  },
  '.site-footer__badge': { display: 'flex', alignItems: 'center', gap: '1.5' },
};
