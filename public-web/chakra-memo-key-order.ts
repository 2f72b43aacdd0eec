import type { Plugin } from 'vite';

/**
 * Chakra memoises computed styles by a hash of the style object that sorts its keys, but returns the CSS in the
 * order of the first object it saw. The prerender renders every page in one process, so a page could get the
 * declarations in the order another page wrote them (`color` then `fontSize`), while the browser, starting fresh,
 * writes them in the page's own order: the class names differed, React left the server's in place and Emotion
 * inserted the browser's as extra rules (React reports this as a hydration mismatch on /team, /blog, /contact,
 * /faq in a development build). Keeping the key order in the hash makes the result depend on the page alone.
 * @chakra-ui/react is pinned to an exact version; the build fails if the code this relies on changes.
 */
const MEMO_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;
const SORTED = 'const keys = Object.keys(value).sort();';
const IN_ORDER = 'const keys = Object.keys(value);';

export function chakraMemoKeyOrder(): Plugin {
  return {
    name: 'chakra-memo-key-order',
    enforce: 'pre',
    transform(code, id) {
      if (!MEMO_MODULE.test(id.split('?')[0])) return null;
      if (!code.includes(SORTED)) this.error(`${id}: Chakra's memo changed; update chakra-memo-key-order.ts`);
      return { code: code.replace(SORTED, IN_ORDER), map: null };
    },
  };
}
