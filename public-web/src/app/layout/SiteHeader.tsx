import { Box, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { SiteLogo } from './SiteLogo';
import { MOBILE_NAV_ID, NavLinks } from './nav-links';

const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadDrawer);

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched the first time it may be needed, then stays mounted.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(6px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex align="center" justify="space-between" minH="16" gap="4">
          <SiteLogo />
          <Box as="nav" aria-label="Main" display={{ base: 'none', lg: 'block' }}>
            <HStack as="div" gap="1">
              <NavLinks direction="row" />
            </HStack>
          </Box>
          <IconButton
            ref={menuButtonRef}
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            size="lg"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? MOBILE_NAV_ID : undefined}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Flex>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} finalFocusEl={() => menuButtonRef.current} />
        </Suspense>
      ) : null}
    </Box>
  );
}
