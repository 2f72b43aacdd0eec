import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLayout } from './app/layout/SiteLayout';
import { createQueryClient } from './app/query-client';
import ContactPage from './features/contact/pages/ContactPage';
import FinderPage from './features/finder/pages/FinderPage';
import HomePage from './features/home/pages/HomePage';
import { createSiteSystem } from './theme';

/** A page as one of the two systems renders it, each starting fresh as a page load does. */
function rendered(Page: ComponentType, withGlobalCss: boolean) {
  return renderToString(
    <ChakraProvider value={createSiteSystem(withGlobalCss)}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SiteLayout>
            <Page />
          </SiteLayout>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe("the browser's system in a built page (global CSS left out, theme.ts)", () => {
  it.each([
    ['home', HomePage],
    ['finder', FinderPage],
    ['contact', ContactPage],
  ])('renders the %s page with the class names the prerender wrote', (_name, Page) => {
    expect(rendered(Page, false)).toBe(rendered(Page, true));
  });

  it('leaves out only the reset and the global rules (the page carries them)', () => {
    const [lean, full] = [createSiteSystem(false), createSiteSystem(true)];
    const rules = (css: Record<string, object>) => Object.keys(css['@layer base'] ?? {});
    expect(rules(full.getGlobalCss())).toContain('&.site-layout');
    expect(rules(lean.getGlobalCss()).filter((rule) => !rule.startsWith('@keyframes'))).toEqual([]);
    expect(JSON.stringify(full.getPreflightCss())).toContain('boxSizing');
    expect(JSON.stringify(lean.getPreflightCss())).not.toContain('boxSizing');
    expect(lean.getTokenCss()).toEqual(full.getTokenCss());
  });
});
