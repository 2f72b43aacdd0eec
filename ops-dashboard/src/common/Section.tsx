import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a page: an h2 under the page's h1 (the app bar title). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, mb: 1, width: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
