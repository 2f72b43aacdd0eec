import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { NavLinks } from './nav-links';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-in menu on small screens. Loaded on demand: most visitors on desktop never need it. */
export default function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content id="mobile-navigation">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Main">
                <Stack as="div" gap="1">
                  <NavLinks direction="column" onNavigate={close} />
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="md" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
