import type { FinderRequestView } from '@physio/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/http';

/** Polling delay before check number `attempt` (0-based): ~500 ms first, then 1.5x longer each time, at most 5 s. */
export function pollDelay(attempt: number): number {
  return Math.min(Math.round(500 * 1.5 ** Math.max(0, attempt)), 5000);
}

/** After this long in 'pending' the page explains what is happening instead of only spinning. */
export const SLOW_MATCH_AFTER_MS = 20_000;
/** After this long the page stops polling and tells the family how they will hear back. */
export const STOP_POLLING_AFTER_MS = 3 * 60_000;

/**
 * One finder request. While it is 'pending' the query polls with back-off, for at most STOP_POLLING_AFTER_MS from
 * `pollingSince` (the time the page started watching). Everything else keeps the app defaults (no retry, no refetch).
 */
export const finderRequestQueryOptions = (id: string, pollingSince = Date.now()) =>
  queryOptions({
    queryKey: ['finder-requests', id],
    queryFn: ({ signal }) =>
      apiRequest<FinderRequestView>(`/api/finder-requests/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'pending') return false;
      if (Date.now() - pollingSince > STOP_POLLING_AFTER_MS) return false;
      return pollDelay(query.state.dataUpdateCount - 1);
    },
  });
