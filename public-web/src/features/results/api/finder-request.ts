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

/** While the request waits on someone else (the family's email link, the physiotherapist's answer): a look a minute. */
export const WAITING_POLL_MS = 60_000;

/**
 * Whether the request is waiting on someone outside this page: the family's confirmation by email, or the
 * physiotherapist's answer to the offer. The page then looks again now and then, and on return to the tab.
 */
export function waitingOnSomeoneElse(view: FinderRequestView | undefined): boolean {
  if (!view) return false;
  if (view.status === 'unconfirmed') return view.confirmation === 'awaiting_email';
  return view.status === 'matched' && view.referral?.status === 'offered';
}

/**
 * One finder request. While it is 'pending' the query polls with back-off, for at most STOP_POLLING_AFTER_MS from
 * `pollingSince` (the time the page started watching). While it waits on someone else (waitingOnSomeoneElse) it
 * looks again every WAITING_POLL_MS while the tab is visible, and when the family comes back to the tab, so an
 * acceptance shows without a reload. Everything else keeps the app defaults (no retry, no refetch).
 */
export const finderRequestQueryOptions = (id: string, pollingSince = Date.now()) =>
  queryOptions({
    queryKey: ['finder-requests', id],
    queryFn: ({ signal }) =>
      apiRequest<FinderRequestView>(`/api/finder-requests/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => {
      if (waitingOnSomeoneElse(query.state.data)) return WAITING_POLL_MS;
      if (query.state.data?.status !== 'pending') return false;
      if (Date.now() - pollingSince > STOP_POLLING_AFTER_MS) return false;
      return pollDelay(query.state.dataUpdateCount - 1);
    },
    // 'always': the app keeps answers fresh for ever (staleTime), which a plain `true` would respect.
    refetchOnWindowFocus: (query) => (waitingOnSomeoneElse(query.state.data) ? 'always' : false),
  });
