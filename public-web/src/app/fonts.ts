import type { GlobalStyleObject, SystemStyleObject } from '@chakra-ui/react';
// Only the Latin file, upright: one variable file (about 20 kB) carries every weight the site uses, so a page needs
// one font request. Italic and Latin Extended files are left out (no italic text; the site is in English).
import figtreeLatinUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';

/** The one font file the first paint needs: root.tsx preloads it. */
export const BODY_FONT_URL: string = figtreeLatinUrl;

const FAMILY = 'Figtree Variable';

/** The system stack behind it, shown until the file arrives (`font-display: swap`) and for characters it lacks. */
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const SITE_FONT_STACK = `"${FAMILY}", ${SYSTEM_FONTS}`;

/** The @font-face rule, in the theme's global CSS so it is in the static <style> of every built page. */
export const fontFaceGlobalCss: GlobalStyleObject = {
  '@font-face': {
    fontFamily: FAMILY,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: '300 900',
    src: `url(${figtreeLatinUrl}) format('woff2')`,
    // Fontsource's Latin range: other characters fall back to the system stack instead of waiting for this file.
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    // Chakra's style types know no @font-face descriptors (font-display, unicode-range); the CSS is written as given.
  } as SystemStyleObject,
};
