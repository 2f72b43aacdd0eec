import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toast-store';

/** The on-screen toast region: default toasts are dark neutral, destructive ones red. */
export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const destructive = toast.type === 'error';
          return (
            <Toast.Root
              width={{ md: 'sm' }}
              bg={destructive ? 'red.700' : 'gray.900'}
              color="white"
              borderRadius="lg"
              boxShadow="lg"
            >
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title fontWeight="semibold">{toast.title}</Toast.Title> : null}
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              </Stack>
              <Toast.CloseTrigger color="white" aria-label="Dismiss notification" minW="6" minH="6" />
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
