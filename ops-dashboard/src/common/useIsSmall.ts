import { useMediaQuery, type Theme } from '@mui/material';

/** Phone width: lists switch from tables to one card per row. */
export function useIsSmall(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
