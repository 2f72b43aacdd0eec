import type {
  Condition,
  ExpansionTrackingBody,
  JoinWaitlistBody,
  JoinWaitlistResponse,
  SubmitFinderRequestBody,
  SubmitFinderRequestResponse,
} from '@physio/api-contract';
import { apiRequest, newIdempotencyKey } from '../../../app/http';

/** One call is one submission: its key is made here and reused only by apiRequest's retries of it. */
export function submitFinderRequest(body: SubmitFinderRequestBody): Promise<SubmitFinderRequestResponse> {
  return apiRequest<SubmitFinderRequestResponse>('/api/finder-requests', {
    method: 'POST',
    body,
    idempotencyKey: newIdempotencyKey(),
  });
}

export type { JoinWaitlistBody };

/** The same answer whether or not this email had already joined: what happened is told by email. */
export function joinWaitlist(body: JoinWaitlistBody): Promise<JoinWaitlistResponse> {
  return apiRequest<JoinWaitlistResponse>('/api/waitlist', {
    method: 'POST',
    body,
    idempotencyKey: newIdempotencyKey(),
  });
}

/** Records a search from outside our area so we know where to expand. Fire and forget: never blocks the family. */
export function trackOutOfAreaSearch(postcode: string, condition: Condition | ''): void {
  apiRequest<unknown>('/api/expansion-tracking', {
    method: 'POST',
    body: {
      postcode,
      condition: condition || 'unknown',
      timestamp: new Date().toISOString(),
      type: 'out_of_area_search',
    } satisfies ExpansionTrackingBody,
    keepalive: true,
  }).catch((error: unknown) => {
    console.warn('Expansion tracking failed', error);
  });
}
