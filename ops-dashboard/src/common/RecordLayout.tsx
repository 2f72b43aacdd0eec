import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';

type IsDetail = (record: RaRecord) => boolean;

/**
 * Renders its children once the full record has loaded. react-admin first shows the row the list already had while
 * it fetches the record; `isDetail` tells the two apart when the row lacks fields the page needs (a request's
 * candidates and notes, an enquiry's message and note), so a form is never initialised from the row.
 */
export function WhenDetailLoaded({ children, isDetail = () => true }: { children: ReactNode; isDetail?: IsDetail }) {
  const record = useRecordContext();
  if (!record || !isDetail(record)) return null;
  return <>{children}</>;
}

/** The body of a show page made of Sections, once the full record has loaded. */
export function RecordLayout({ children, isDetail }: { children: ReactNode; isDetail?: IsDetail }) {
  return (
    <WhenDetailLoaded isDetail={isDetail}>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>{children}</Box>
    </WhenDetailLoaded>
  );
}
