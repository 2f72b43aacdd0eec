import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { getQueryClient } from './query-client';

/**
 * Pathless layout around the pages that talk to the API (finder, results, contact, FAQ). TanStack Query loads
 * with them, so the home page and the content pages do not carry it on their critical path.
 */
export default function ApiDataLayout() {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
