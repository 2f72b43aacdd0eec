import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main-content"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="3"
        borderRadius="md"
        _focusVisible={{ top: '2' }}
      >
        Skip to main content
      </Link>
      <SiteHeader />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" _focusVisible={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
