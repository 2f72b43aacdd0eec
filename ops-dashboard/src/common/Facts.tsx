import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** Label and value pairs as a description list: side by side on a wide screen, stacked on a phone. */
export function Facts({ items }: { items: (Fact | false | null | undefined)[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 14rem) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem', pt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {items
        .filter((item): item is Fact => Boolean(item))
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
          </Box>
        ))}
    </Box>
  );
}
