import { Box, ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The prerender renders every page in one process with one styling system; a browser starts with a fresh one. Chakra
 * memoises computed styles by a hash that ignores the order of the style properties, so unpatched it handed a page
 * the declarations in the order another page had written them: other class names than the browser computes, a
 * hydration mismatch, and the browser's own rules inserted a second time. patches/@chakra-ui+react+*.patch keeps the
 * order in the hash.
 */
const FirstPage = () => (
  <Box color="fg.muted" fontSize="sm">
    Written first by the prerender
  </Box>
);
const SecondPage = () => (
  <Box fontSize="sm" color="fg.muted">
    The same styles, in another order
  </Box>
);

/** The site's styling system as a fresh page load creates it. */
async function freshSystem() {
  vi.resetModules();
  const { system } = await import('./theme');
  return system;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a prerendered page hydrates with the class names the browser computes', () => {
  it('whatever page the prerender rendered before it', async () => {
    const prerender = await freshSystem();
    renderToString(
      <ChakraProvider value={prerender}>
        <FirstPage />
      </ChakraProvider>,
    );
    const html = renderToString(
      <ChakraProvider value={prerender}>
        <SecondPage />
      </ChakraProvider>,
    );

    const browser = await freshSystem();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const page = (
      <ChakraProvider value={browser}>
        <SecondPage />
      </ChakraProvider>
    );
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/didn't match|hydrat/i);
    expect(renderToString(page)).toBe(html);
    container.remove();
  });
});
