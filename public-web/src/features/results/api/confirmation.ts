import type { ConfirmFinderRequestResponse, FinderConfirmationLinkView } from '@physio/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/http';

/** What the email's link would do (valid or expired, and for which request), changing nothing. */
export const confirmationLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['finder-confirmation-link', token],
    queryFn: ({ signal }) =>
      apiRequest<FinderConfirmationLinkView>(`/api/finder-requests/confirm?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    enabled: token !== '',
  });

export function confirmFinderRequest(token: string): Promise<ConfirmFinderRequestResponse> {
  return apiRequest<ConfirmFinderRequestResponse>('/api/finder-requests/confirm', { method: 'POST', body: { token } });
}
