import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';

/** The body of a show page made of Sections: nothing until the record has loaded. */
export function RecordLayout({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  return <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>{children}</Box>;
}
