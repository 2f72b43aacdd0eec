import type { GlobalStyleObject } from '@chakra-ui/react';

/** The FAQ page's figures, as class names in the theme's global CSS: static, so nothing to compute while hydrating. */
export const faqPageGlobalCss: GlobalStyleObject = {
  '.faq-stats': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
    mb: '10',
  },
  // The label comes first in the markup (a <dt> must precede its <dd>) and shows under the number.
  '.faq-stats__item': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'center',
    textAlign: 'center',
    bg: 'bg.muted',
    borderRadius: 'xl',
    p: '4',
  },
  '.faq-stats__label': { fontSize: 'sm', color: 'fg.muted' },
  '.faq-stats__number': { fontSize: '2xl', fontWeight: 'bold', color: 'brand.fg' },
};
