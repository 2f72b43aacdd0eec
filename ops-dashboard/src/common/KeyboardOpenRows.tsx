import { Box } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** react-admin marks the rows its DataTable opens on click with this class. */
const CLICKABLE_ROW = 'tr.RaDataTable-clickableRow';

/**
 * Lets the keyboard reach and open the rows of a DataTable that opens a record on click (`rowClick`): each such row
 * is a tab stop, and Enter opens it as a click would. react-admin's rows answer the mouse only.
 */
export function KeyboardOpenRows({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const mark = () =>
      container.querySelectorAll<HTMLTableRowElement>(CLICKABLE_ROW).forEach((row) => {
        if (row.tabIndex !== 0) row.tabIndex = 0;
      });
    mark();
    // Rows come and go with each page, sort and filter.
    const observer = new MutationObserver(mark);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const open = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.target as HTMLElement;
    if (event.key !== 'Enter' || !row.matches(CLICKABLE_ROW)) return;
    event.preventDefault();
    row.click();
  };
  return (
    <Box
      ref={ref}
      onKeyDown={open}
      sx={{
        [`& ${CLICKABLE_ROW}:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {children}
    </Box>
  );
}
