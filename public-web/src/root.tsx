import { Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { BODY_FONT_URL } from './app/fonts';
import { Providers } from './app/providers';
import { SiteLayout } from './app/layout/SiteLayout';
import { ButtonLink } from './components/ui/ButtonLink';
import { ReplayEarlyInput } from './app/early-input';
import { PageViewTracker } from './features/analytics/PageViewTracker';

// PNG, not SVG: Chromium loads an SVG icon as a small SVG document on the page's main thread (CPU time in the
// middle of the scripts' start-up in Lighthouse's traces); a 640-byte PNG is a plain image decode.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // The text of the first paint is in this file: fetched with the HTML rather than once the CSS has been parsed.
  { rel: 'preload', href: BODY_FONT_URL, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a5f58" />
        <Meta />
        <Links />
      </head>
      <body>
        <Providers>{children}</Providers>
        <ReplayEarlyInput />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <PageViewTracker />
      <Outlet />
    </SiteLayout>
  );
}

/** What __spa-fallback.html shows (for /results/:id) until the app has loaded. */
export function HydrateFallback() {
  return (
    <SiteLayout>
      <Stack align="center" py="24" gap="4" role="status">
        <Spinner size="xl" color="brand.solid" />
        <Text>Loading…</Text>
      </Stack>
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteLayout>
      <Container maxW="3xl" py="20" textAlign="center">
        <Box>
          <Heading as="h1" mb="4">
            {notFound ? '404 Page Not Found' : 'Something went wrong'}
          </Heading>
          <Text mb="8" color="fg.muted">
            {notFound
              ? "Sorry, we can't find that page."
              : 'Sorry, this page failed to load. Please try again, or contact our team if it keeps happening.'}
          </Text>
          <ButtonLink to="/" colorPalette="brand">
            Go to the home page
          </ButtonLink>
        </Box>
      </Container>
    </SiteLayout>
  );
}
