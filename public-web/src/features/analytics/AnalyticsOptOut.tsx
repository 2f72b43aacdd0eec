import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { browserSignalsOptOut, hasOptedOut, setOptedOut, subscribeToOptOut } from './analytics-preferences';

// At build time (prerender) nothing is known: render as "counting allowed", then correct after hydration.
const serverSnapshot = () => false;

/** The switch on the cookies page that lets a visitor stop page-view counting; the choice is kept in localStorage. */
export default function AnalyticsOptOut() {
  const optedOut = useSyncExternalStore(subscribeToOptOut, hasOptedOut, serverSnapshot);
  const browserSignal = useSyncExternalStore(subscribeToOptOut, browserSignalsOptOut, serverSnapshot);
  const counting = !optedOut && !browserSignal;

  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.subtle">
      <Stack gap="3">
        <Switch.Root
          checked={counting}
          disabled={browserSignal}
          onCheckedChange={(details) => setOptedOut(!details.checked)}
          colorPalette="brand"
          size="lg"
        >
          {/* Announced as a switch (on/off), which is what it looks like and does, rather than as a checkbox. */}
          <Switch.HiddenInput role="switch" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontWeight="semibold">Count my visits in anonymous page statistics</Switch.Label>
        </Switch.Root>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {browserSignal
            ? 'Your browser sends a Do Not Track or Global Privacy Control signal, so we never count your visits.'
            : counting
              ? 'On: we record which page was viewed and the referring website, with no cookies and nothing that identifies you.'
              : 'Off: this browser will not report any page views. Your choice is saved on this device.'}
        </Text>
      </Stack>
    </Box>
  );
}
