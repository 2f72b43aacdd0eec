import { Box } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ReactNode } from 'react';

/**
 * A short warning word beside a value ("Overdue", "Full"): an icon and text, so it reads without colour. The dark
 * red on white passes WCAG AA.
 */
export function Flag({ children, standalone = false }: { children: ReactNode; standalone?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        ml: standalone ? 0 : 0.75,
        color: '#a4161a',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      <WarningAmberIcon sx={{ fontSize: '1rem' }} aria-hidden />
      {children}
    </Box>
  );
}
