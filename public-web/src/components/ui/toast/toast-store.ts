import { createToaster } from '@chakra-ui/react';

/** One toast at a time, shown for 5 s; F8 moves focus to the toast region (spec section 9). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
