import { IconButton } from '@chakra-ui/react';
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
    <header className="site-header">
      <div className="page-container site-header__inner">
        <SiteLogo />
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks direction="row" />
        </nav>
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
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} finalFocusEl={() => menuButtonRef.current} />
        </Suspense>
      ) : null}
    </header>
  );
}
