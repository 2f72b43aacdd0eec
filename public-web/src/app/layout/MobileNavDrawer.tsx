import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { MOBILE_NAV_ID, NavLinks } from './nav-links';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes (the header's menu button). */
  finalFocusEl: () => HTMLElement | null;
}

/** The slide-in menu on small screens. Loaded on demand: most visitors on desktop never need it. */
export default function MobileNavDrawer({ open, onOpenChange, finalFocusEl }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    // The content's id goes through `ids`: the dialog machine finds its content element by that id to move focus in,
    // trap Tab and close on Escape. An `id` prop on Drawer.Content overrode it, so none of that happened.
    <Drawer.Root
      ids={{ content: MOBILE_NAV_ID }}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
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
