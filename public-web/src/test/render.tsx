import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import ToastRegion from '../components/ui/toast/ToastRegion';
import { system } from '../theme';

export interface RenderRouteOptions {
  path: string;
  url: string;
  /** Other routes the page may navigate to, rendered as a plain heading so a test can see where it landed. */
  otherRoutes?: string[];
}

/** Renders one page the way the app does (Chakra, a fresh TanStack client, a router, the toast region). */
export function renderPage(Page: ComponentType, { path, url, otherRoutes = [] }: RenderRouteOptions) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      ...otherRoutes.map((otherPath) => ({
        path: otherPath,
        Component: () => <h1>Navigated to {otherPath}</h1>,
      })),
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const utils = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastRegion />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...utils, user, router, queryClient };
}
