import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data never goes stale, no refetch on focus, no retries. Polling opts in per query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per browser tab, shared by every page and the footer; a fresh one for each prerendered page at build
 * time (TanStack's recommended pattern when the provider cannot sit at the very top of the tree).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
